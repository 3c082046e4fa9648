import { expect } from 'chai';
import { ownerWithWorkspace } from '../../support/fixtures.ts';
import type { TestServer } from '../../support/server.ts';
import { webhookTotal } from './webhooks.ts';

/**
 * Registers `url` on a server that refuses private targets, expecting an immediate 422 and no
 * webhook: a blocked literal address is named as one; a name says only that it did not resolve to
 * a public address (issue 21, point 7).
 */
export async function expectRegistrationBlocked(server: TestServer, secret: string, url: string): Promise<void> {
  const { owner, workspaceId } = await ownerWithWorkspace(server);
  const before = await webhookTotal(owner, workspaceId);
  const started = Date.now();
  const { error, response } = await owner.client.POST('/v1/webhooks', { body: { url, events: ['project.created'], secret } });
  const elapsed = Date.now() - started;
  expect(response.status, url).to.equal(422);
  expect(error!.error.code).to.equal('unprocessable_entity');
  const refusal = /blocked address|did not resolve to a public address/;
  expect(error!.error.message, url).to.match(refusal);
  expect(error!.error.details).to.have.length(1);
  expect(error!.error.details![0]!.message, url).to.match(refusal);
  // Refused before connecting: a connect to an unroutable address would take seconds.
  expect(elapsed, `${url} answered after ${elapsed} ms`).to.be.below(1_000);
  expect(await webhookTotal(owner, workspaceId)).to.equal(before);
}
