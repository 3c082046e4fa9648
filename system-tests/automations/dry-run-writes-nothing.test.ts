/**
 * A dry run writes nothing, seen in the tables: what it says of each filter and of the trigger, and
 * every refusal (event data for a scheduled automation, unknown types, oversized data, bodies that
 * are not JSON objects), leave every row, job and event as they were. (What a dry run says is the
 * contract test contract-tests/automations/dry-run.test.ts.)
 */
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import {
  createAutomation,
  dryRun,
  eventBody,
  notAnObject,
  patchAutomation,
  scheduledBody,
} from '../../contract-tests/automations/support/api.ts';
import { expectNothingWritten, expectRefused } from './support/stored.ts';

describe('dry runs, seen from inside', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('says for each filter what the field holds and why it matched or not, and why the trigger or a filter stops a run', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { name: 'Filters' });
    const automation = await createAutomation(
      owner,
      eventBody(project.id, {
        trigger: {
          event: 'task.completed',
          filters: [
            { field: 'task.name', operator: 'is', value: 'Ship' },
            { field: 'task.points', operator: 'greater_than', value: 3 },
            { field: 'task.tags', operator: 'is_empty' },
            { field: 'task.labels', operator: 'contains', value: 'x' },
          ],
        },
      }),
    );
    const data = { task: { name: 'Ship', points: '10', tags: [], labels: { x: 1 } } };
    await expectNothingWritten(server, workspaceId, async () => {
      const { data: body, response } = await dryRun(owner, automation.id, { data });
      expect(response.status).to.equal(200);
      const tried = body!.data;
      expect(tried.match).to.equal('all');
      expect(tried.filters.map(({ index, matched, reason }) => ({ index, matched, reason }))).to.deep.equal([
        { index: 0, matched: true, reason: 'task.name is "Ship"' },
        { index: 1, matched: true, reason: 'task.points is "10", which is greater than 3 (compared as numbers)' },
        { index: 2, matched: true, reason: 'task.tags is [], which is empty' },
        { index: 3, matched: false, reason: 'task.labels is {"x":1}, which is neither text nor a list and contains nothing' },
      ]);
      expect(tried.filters[1]).to.include({ field: 'task.points', operator: 'greater_than', value: 3, actual: '10' });
      expect(tried.filters[2]).to.not.have.property('value');
      expect(tried.would_run).to.equal(false);
      expect(tried.reason).to.equal(
        'Filter 3 does not match (task.labels is {"x":1}, which is neither text nor a list and contains nothing), and every filter must: no run would start.',
      );
    });

    await patchAutomation(owner, automation.id, {
      trigger: {
        event: 'task.completed',
        match: 'any',
        filters: [{ field: 'task.due', operator: 'less_than', value: '2027-01-01T00:00:00Z' }],
      },
    });
    const absent = (await dryRun(owner, automation.id, { data: { task: { name: 'Ship' } } })).data!.data;
    expect(absent.filters).to.deep.equal([
      {
        index: 0,
        field: 'task.due',
        operator: 'less_than',
        value: '2027-01-01T00:00:00Z',
        matched: false,
        reason: 'task.due is absent, which does not compare with "2027-01-01T00:00:00Z"',
      },
    ]);
    expect(absent.reason).to.equal('No filter matches, and at least one must: no run would start.');
    const instant = (await dryRun(owner, automation.id, { data: { task: { due: '2026-12-31T23:00:00-02:00' } } })).data!.data;
    expect(instant.filters[0]).to.include({
      matched: false,
      reason: 'task.due is "2026-12-31T23:00:00-02:00", which is not less than "2027-01-01T00:00:00Z" (compared as instants)',
    });

    const other = (await dryRun(owner, automation.id, { event_type: 'task.created', data: { task: { due: '2026-01-01' } } })).data!.data;
    expect(other.trigger).to.deep.equal({
      matched: false,
      reason: 'A task.created event does not start this automation; task.completed events do.',
    });
    expect(other.event).to.include({ source: 'request', type: 'task.created' });
    expect(other).to.include({
      would_run: false,
      reason: 'A task.created event does not start this automation; task.completed events do. No run would start.',
    });
  });

  it('a scheduled automation says when it fires next; refuses event data for it, unknown types, oversized data and bodies that are not JSON objects', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { name: 'Refusals' });
    const scheduled = await createAutomation(owner, scheduledBody(project.id));
    const tried = (await dryRun(owner, scheduled.id)).data!.data;
    expect(tried).to.include({ match: null, would_run: true });
    expect(tried).to.not.have.property('event');
    expect(tried.filters).to.deep.equal([]);
    expect(tried.trigger.matched).to.equal(true);
    expect(tried.trigger.reason).to.match(
      /^It runs on its schedule '0 9 \* \* \*' in UTC; the next fire time is \d{4}-\d{2}-\d{2}T09:00:00\.000Z\.$/,
    );
    expect(tried.steps[0]).to.include({ type: 'send_email', to: 'ops@example.test', subject: 'Automation for Refusals', problem: null });
    // The SDK's resource method, with no body as the scheduled automation wants.
    const viaResource = await owner.client.automations.test({ automation_id: scheduled.id });
    expect(viaResource.data.steps).to.deep.equal(tried.steps);

    const path = `/v1/automations/${scheduled.id}/test`;
    const both = await expectRefused(server, workspaceId, owner, 'POST', path, {
      label: 'event data for a scheduled automation',
      body: { event_type: 'task.created', data: {} },
      status: 422,
      field: '/event_type',
      alsoFields: ['/data'],
    });
    expect(both.error.message).to.equal('event_type applies only to event automations; a scheduled automation is tried with no body.');

    const onEvents = await createAutomation(owner, eventBody(project.id));
    const eventPath = `/v1/automations/${onEvents.id}/test`;
    await expectRefused(server, workspaceId, owner, 'POST', eventPath, {
      label: 'unknown type',
      body: { event_type: 'task.exploded' },
      status: 422,
      field: '/event_type',
    });
    await expectRefused(server, workspaceId, owner, 'POST', eventPath, {
      label: 'data not an object',
      body: { data: [1] },
      status: 422,
      field: '/data',
    });
    const big = await expectRefused(server, workspaceId, owner, 'POST', eventPath, {
      label: 'data over 16,384 bytes',
      body: { data: { task: { name: 'x'.repeat(17_000) } } },
      status: 422,
      field: '/data',
    });
    expect(big.error.message).to.match(/^data is 170\d\d bytes as JSON; a dry run takes at most 16384\.$/);
    for (const input of notAnObject.filter((i) => i.body !== undefined)) {
      await expectRefused(server, workspaceId, owner, 'POST', eventPath, input);
    }
  });
});
