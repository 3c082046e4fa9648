/** Ways to call without a valid API key, a revoked key included, for the table tests of 401. */
import { expect } from 'chai';
import { createUser, keyFor } from '../../support/fixtures.ts';
import type { TestServer } from '../../support/server.ts';

export interface InvalidCredential {
  name: string;
  headers: () => Record<string, string>;
}

/** A key revoked through the API after it was used once, so it sits in the server's auth cache when revoked. */
export async function revokedKeyOf(server: TestServer): Promise<string> {
  const user = await createUser(server);
  const victim = await keyFor(server, user, 'admin');
  expect((await victim.client.GET('/v1/users/me')).response.status).to.equal(200);
  const revoked = await user.client.DELETE('/v1/api-keys/{api_key_id}', { params: { path: { api_key_id: victim.keyId } } });
  expect(revoked.response.status).to.equal(204);
  return victim.key;
}

export function invalidCredentials(revokedKey: () => string): InvalidCredential[] {
  return [
    { name: 'without an Authorization header', headers: () => ({}) },
    { name: 'with a non-Bearer Authorization header', headers: () => ({ Authorization: 'Basic dXNlcjpwYXNzd29yZA==' }) },
    { name: 'with a Bearer token that is not an API key', headers: () => ({ Authorization: 'Bearer not-an-api-key' }) },
    { name: 'with an empty Bearer token', headers: () => ({ Authorization: 'Bearer ' }) },
    { name: 'with a well-formed key that was never issued', headers: () => ({ Authorization: `Bearer wsa_${'A'.repeat(43)}` }) },
    { name: 'with a revoked key', headers: () => ({ Authorization: `Bearer ${revokedKey()}` }) },
  ];
}
