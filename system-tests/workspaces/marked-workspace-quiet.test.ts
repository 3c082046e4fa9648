// A workspace deleted but not yet removed (its removal failed, or the cascade is still under way)
// is gone to its users: the DELETE answered 204. Until the retention job removes it, the worker
// must not act for it either: its events start no run and reach no webhook or member, and its due
// deliveries and runs are not claimed. Another workspace's, made after them, go as usual, and show
// the dispatcher and both engines did their work meanwhile.
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';
import { createWebhookToPeer, startServerWithWebhookPeer, type ServerWithPeer } from '../../contract-tests/support/webhook-peer.ts';
import { createProject, createTask } from '../../contract-tests/projects/support/projects.ts';
import { createAutomation, eventBody } from '../../contract-tests/automations/support/api.ts';
import { newId } from '../../server/db/ids.ts';

describe('a workspace marked deleted and not yet removed', () => {
  let withPeer: ServerWithPeer;
  let server: TestServer;
  before(async () => {
    withPeer = await startServerWithWebhookPeer();
    server = withPeer.server;
  });
  after(async () => {
    await withPeer?.close();
  });

  /** A workspace with a webhook to the peer and an automation, both on task.created, and one task made (so one run and one delivery ended). */
  async function subscribed(name: string) {
    const owner = await ownerWithWorkspace(server, name);
    const project = await createProject(owner.owner, owner.workspaceId, { name });
    const webhookId = await createWebhookToPeer(owner.owner, owner.workspaceId, withPeer.peer, ['task.created']);
    const automation = await createAutomation(owner.owner, eventBody(project.id));
    const task = await createTask(owner.owner, project.id, { name: 'First' });
    const eventId = await waitFor(
      async () => (await server.knex('events').where({ workspace_id: owner.workspaceId, type: 'task.created' }).first('id'))?.id,
      { what: `${name}'s task.created event` },
    );
    await waitFor(
      async () =>
        (await server.knex('webhook_deliveries').where({ event_id: eventId, status: 'succeeded' }).first('id')) !== undefined &&
        (await server.knex('automation_runs').where({ automation_id: automation.id, status: 'success' }).first('id')) !== undefined,
      { what: `${name}'s first delivery and run to end` },
    );
    return { ...owner, project, webhookId, automation, task, eventId };
  }

  it('fans out none of its events and claims none of its deliveries and runs, while another workspace is served', async () => {
    const doomed = await subscribed('Doomed');
    const bystander = await subscribed('Bystander');
    // Marked as a deletion marks it (its removal then failed): the API no longer shows it.
    await server.knex('workspaces').where({ id: doomed.workspaceId }).update({ deleted_at: server.knex.fn.now() });

    // Left behind in the marked workspace: an event not yet dispatched, a delivery and a run due now.
    const eventId = newId('evt');
    await server.knex('events').insert({
      id: eventId,
      workspace_id: doomed.workspaceId,
      project_id: doomed.project.id,
      type: 'task.created',
      actor: { type: 'system', id: null, name: 'test' },
      data: { task: { id: doomed.task.id, name: 'Late' } },
    });
    const deliveryId = newId('dlv');
    await server.knex('webhook_deliveries').insert({
      id: deliveryId,
      workspace_id: doomed.workspaceId,
      webhook_id: doomed.webhookId,
      event_id: doomed.eventId,
      event_type: 'task.created',
      next_attempt_at: server.knex.fn.now(),
    });
    const runId = newId('run');
    await server.knex.raw(
      `insert into automation_runs (id, automation_id, workspace_id, status, trigger, actions, steps, automation_chain, next_step_at)
       select ?, automation_id, workspace_id, 'running', trigger, actions, steps, automation_chain, now()
       from automation_runs where automation_id = ? limit 1`,
      [runId, doomed.automation.id],
    );

    // The bystander's task, after them: its event dispatched, its delivery and run claimed and ended.
    await createTask(bystander.owner, bystander.project.id, { name: 'Second' });
    const ended = async () => ({
      deliveries: await server.knex('webhook_deliveries').where({ webhook_id: bystander.webhookId, status: 'succeeded' }).pluck('id'),
      runs: await server.knex('automation_runs').where({ automation_id: bystander.automation.id, status: 'success' }).pluck('id'),
    });
    let seen = await ended();
    await waitFor(
      async () => {
        seen = await ended();
        return seen.deliveries.length === 2 && seen.runs.length === 2;
      },
      { what: () => `the bystander's second delivery and run to end (${JSON.stringify(seen)})` },
    );
    await waitFor(
      async () => (await server.knex('events').where({ id: eventId }).whereNotNull('dispatched_at').first('id')) !== undefined,
      {
        what: "the marked workspace's event to be dispatched",
      },
    );

    expect(await server.knex('webhook_deliveries').where({ event_id: eventId }).select('id'), 'no delivery of its event').to.deep.equal([]);
    expect(
      await server.knex('automation_runs').whereRaw(`trigger->>'event_id' = ?`, [eventId]).select('id'),
      'no run started by its event',
    ).to.deep.equal([]);
    expect(await server.knex('notifications').where({ event_id: eventId }).select('id'), 'no notification').to.deep.equal([]);
    expect(await server.knex('webhook_deliveries').where({ id: deliveryId }).first('attempts', 'status'), 'its due delivery').to.deep.equal(
      {
        attempts: 0,
        status: 'pending',
      },
    );
    expect(await server.knex('automation_runs').where({ id: runId }).first('claims', 'executor'), 'its due run').to.deep.equal({
      claims: 0,
      executor: null,
    });
  });
  it('sends no mail queued about it before its mark, while mail about another workspace goes', async () => {
    const doomed = await ownerWithWorkspace(server, 'Doomed mail');
    const bystander = await ownerWithWorkspace(server, 'Bystander mail');
    await server.knex('workspaces').where({ id: doomed.workspaceId }).update({ deleted_at: server.knex.fn.now() });
    const queue = (to: string, workspaceId: string) =>
      server.knex.raw(
        `select graphile_worker.add_job('send_mail', json_build_object('to', ?::text, 'subject', 'About', 'text', 'Hello', 'workspaceId', ?::text))`,
        [to, workspaceId],
      );
    await queue('doomed@example.test', doomed.workspaceId);
    await queue('bystander@example.test', bystander.workspaceId);
    await waitFor(
      async () => (await server.knex('mail_outbox').where({ to_address: 'bystander@example.test' }).first('id')) !== undefined,
      {
        what: "the bystander's mail",
      },
    );
    await waitFor(
      async () =>
        (
          await server.knex.raw<{ rows: unknown[] }>(
            `select 1 from graphile_worker._private_jobs where payload->>'to' = 'doomed@example.test'`,
          )
        ).rows.length === 0,
      { what: "the marked workspace's mail job to end" },
    );
    expect(
      await server.knex('mail_outbox').where({ to_address: 'doomed@example.test' }).select('id'),
      'no mail about the marked workspace',
    ).to.deep.equal([]);
  });
});
