/**
 * GET /v1/automations/{automation_id} answers the automation as stored: its row, in the API's shape,
 * is what the read returns. (Reading automations as clients see it is the contract test
 * contract-tests/automations/automations-api-read.test.ts.)
 */
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import { createAutomation, eventBody, scheduledBody } from '../../contract-tests/automations/support/api.ts';
import { storedAutomation } from './support/stored.ts';

describe('reading an automation, seen from inside', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('returns the automation with its trigger and actions, as stored', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const shared = await createProject(owner, workspaceId, { name: 'Shared', visibility: 'shared' });
    const hidden = await createProject(owner, workspaceId, { name: 'Private', visibility: 'private' });
    const inShared = await createAutomation(owner, eventBody(shared.id, { name: 'In shared' }));
    const inPrivate = await createAutomation(owner, scheduledBody(hidden.id, { name: 'In private' }));
    for (const automation of [inShared, inPrivate]) {
      const { data, response } = await owner.client.GET('/v1/automations/{automation_id}', {
        params: { path: { automation_id: automation.id } },
      });
      expect(response.status).to.equal(200);
      expect(data!.data).to.deep.equal(automation);
      expect(data!.data.actions).to.have.length(1);
      expect(await storedAutomation(server, automation.id)).to.deep.equal(data!.data);
    }
  });
});
