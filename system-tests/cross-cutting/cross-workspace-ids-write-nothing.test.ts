/**
 * Every operation with an id in its path, called by a member of ANOTHER workspace with the real ids
 * of this workspace's resources, changes nothing: no row of the workspace is changed, revoked or
 * deleted, and no row is written anywhere. (That each answers 404 is the contract test
 * contract-tests/cross-cutting/cross-workspace-ids.test.ts.)
 */
import { expect } from 'chai';
import { ownerWithWorkspace, type TestUser } from '../../contract-tests/support/fixtures.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';
import { startServerWithWebhookPeer, type ServerWithPeer } from '../../contract-tests/support/webhook-peer.ts';
import {
  allOperations,
  callOperation,
  concretePath,
  placeholderId,
  routeOf,
} from '../../contract-tests/cross-cutting/support/operation-table.ts';
import { buildWorkspaceResources } from '../../contract-tests/cross-cutting/support/workspace-resources.ts';
import { rowCounts } from '../support/row-counts.ts';
import { settled } from '../support/settled.ts';

const operationsWithIds = allOperations.filter((op) => op.pathParams.length > 0);

describe('ids of another workspace’s resources, seen from inside', () => {
  let started: ServerWithPeer;
  let server: TestServer;
  let outsider: TestUser;
  /** Real ids of the insider's workspace, by collection segment. */
  const realIds: Record<string, string> = {};
  let countsBefore: Record<string, number>;
  let rowsBefore: unknown;

  async function snapshot() {
    const { knex } = server;
    return {
      workspace: await knex('workspaces').where({ id: realIds.workspaces }).first(),
      project: await knex('projects').where({ id: realIds.projects }).first(),
      projectMembers: await knex('project_members').where({ project_id: realIds.projects }).orderBy('member_id'),
      task: await knex('tasks').where({ id: realIds.tasks }).first(),
      members: await knex('members').where({ workspace_id: realIds.workspaces }).orderBy('id'),
      invitation: await knex('invitations').where({ id: realIds.invitations }).first(),
      apiKey: await knex('api_keys').where({ id: realIds['api-keys'] }).first('id', 'scope', 'workspace_id', 'revoked_at'),
      automation: await knex('automations').where({ id: realIds.automations }).first(),
      webhook: await knex('webhooks').where({ id: realIds.webhooks }).first(),
      delivery: await knex('webhook_deliveries').where({ id: realIds.deliveries }).first(),
    };
  }

  before(async () => {
    started = await startServerWithWebhookPeer();
    server = started.server;
    const inside = await buildWorkspaceResources(server, 'Inside', { peer: started.peer });
    Object.assign(realIds, inside.ids);
    // The resources' events and run finish in the background; the counts are taken once they have.
    await settled(server, inside.workspaceId);
    outsider = (await ownerWithWorkspace(server, 'Outside')).owner;
    countsBefore = await rowCounts(server.knex);
    rowsBefore = await snapshot();
  });
  after(async () => {
    await started?.close();
  });

  it('nothing of the workspace was changed, revoked or deleted, and nothing was written', async () => {
    for (const op of operationsWithIds) {
      const path = concretePath(op, (segment) => realIds[segment] ?? placeholderId(segment));
      const response = await callOperation(server.url, op, { apiKey: outsider.key, path });
      expect(response.status, routeOf(op)).to.equal(404);
    }
    expect(await snapshot()).to.deep.equal(rowsBefore);
    expect(await rowCounts(server.knex)).to.deep.equal(countsBefore);
  });
});
