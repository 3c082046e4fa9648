// Process B (the real service as its own OS process) caches keys, and only a notification makes it
// drop one: a key revoked in the database behind the service's back still works on B until the
// notification the service sends on revocation arrives. What B answers after revocations made through
// the API: contract-tests/members/revocation-across-processes.test.ts.
import { expect } from 'chai';
import { authChannel } from '../../server/auth/auth-cache.ts';
import { createUser } from '../../contract-tests/support/fixtures.ts';
import type { ServiceProcess } from '../../contract-tests/support/processes.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';
import { clientOn, useTwoProcesses } from '../../contract-tests/members/support/services.ts';

describe('the key cache of another server process', () => {
  let a: TestServer;
  let b: ServiceProcess;
  useTwoProcesses((started) => ({ a, b } = started));

  it('B really caches: a key revoked in the database without a notification still works on B until the notification arrives', async () => {
    const user = await createUser(a);
    const onB = clientOn(b.url, user.key);
    expect((await onB.GET('/v1/users/me')).response.status).to.equal(200);

    // Revoke behind the service's back: no pg_notify, so no process drops its cached entry.
    await a.knex('api_keys').where({ id: user.keyId }).update({ revoked_at: new Date() });
    const stale = await onB.GET('/v1/users/me');
    expect(stale.response.status, 'B answers from its cache, not the database').to.equal(200);

    // The notification the service sends when it revokes a key is what makes B forget it.
    await a.knex.raw('select pg_notify(?, ?)', [authChannel, `key:${user.keyId}`]);
    const deadline = Date.now() + 5_000;
    let status = stale.response.status;
    while (status !== 401 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await onB.GET('/v1/users/me')).response.status;
    }
    expect(status).to.equal(401);
  });
});
