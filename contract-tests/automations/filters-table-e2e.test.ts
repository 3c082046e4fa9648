import { expect } from 'chai';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import type { FakeSlack } from '../support/slack.ts';
import { useServiceWithSlack } from './support/e2e-service.ts';
import {
  createAutomation,
  createProject,
  createTask,
  finishedRuns,
  runsOf,
  runsSettled,
  type Automation,
  type CreateAutomation,
} from './support/e2e.ts';

// Trigger filters against the event data the service really writes: one automation per row, all on
// task.created in one project, then one task created through the API. After the workspace settles,
// exactly the rows expected to match have a run (and posted to their Slack channel).
describe('trigger filters on real task.created events (table)', () => {
  let slack: FakeSlack;
  let server: TestServer;
  useServiceWithSlack((started) => ({ slack, server } = started));

  type Trigger = CreateAutomation['trigger'];
  const year = new Date().getUTCFullYear();
  // The task: name 'Fix login bug #42', description '', status open, unassigned, created now.
  const rows: Array<[description: string, trigger: Omit<Trigger, 'event'>, runs: boolean]> = [
    ['is: the exact name', { filters: [{ field: 'task.name', operator: 'is', value: 'Fix login bug #42' }] }, true],
    ['is: another name', { filters: [{ field: 'task.name', operator: 'is', value: 'fix login bug #42' }] }, false],
    ['is_not: the status it does not have', { filters: [{ field: 'task.status', operator: 'is_not', value: 'completed' }] }, true],
    ['is_not: the status it has', { filters: [{ field: 'task.status', operator: 'is_not', value: 'open' }] }, false],
    ['contains: part of the name', { filters: [{ field: 'task.name', operator: 'contains', value: 'login' }] }, true],
    ['contains: text not in the name', { filters: [{ field: 'task.name', operator: 'contains', value: 'logout' }] }, false],
    [
      'greater_than: created after a past instant',
      { filters: [{ field: 'task.created_at', operator: 'greater_than', value: `${year - 1}-01-01T00:00:00Z` }] },
      true,
    ],
    [
      'less_than: created before a future date',
      { filters: [{ field: 'task.created_at', operator: 'less_than', value: `${year + 1}-12-31` }] },
      true,
    ],
    [
      'greater_than: created after a future instant',
      { filters: [{ field: 'task.created_at', operator: 'greater_than', value: `${year + 1}-01-01T00:00:00+02:00` }] },
      false,
    ],
    ['is_empty: no assignee (null)', { filters: [{ field: 'task.assignee_member_id', operator: 'is_empty' }] }, true],
    ['is_empty: the empty description', { filters: [{ field: 'task.description', operator: 'is_empty' }] }, true],
    ['is_empty: a field the event does not have', { filters: [{ field: 'task.labels', operator: 'is_empty' }] }, true],
    ['is_not_empty: the name', { filters: [{ field: 'task.name', operator: 'is_not_empty' }] }, true],
    ['is_not_empty: no assignee', { filters: [{ field: 'task.assignee_member_id', operator: 'is_not_empty' }] }, false],
    ['is: the acting user, a nested path', { filters: [{ field: 'actor.type', operator: 'is', value: 'user' }] }, true],
    [
      'all (default): every filter matches',
      {
        filters: [
          { field: 'task.name', operator: 'contains', value: 'bug' },
          { field: 'task.status', operator: 'is', value: 'open' },
        ],
      },
      true,
    ],
    [
      'all (default): one filter fails',
      {
        filters: [
          { field: 'task.name', operator: 'contains', value: 'bug' },
          { field: 'task.status', operator: 'is', value: 'completed' },
        ],
      },
      false,
    ],
    [
      'any: one of two matches',
      {
        match: 'any',
        filters: [
          { field: 'task.name', operator: 'contains', value: 'nope' },
          { field: 'task.status', operator: 'is', value: 'open' },
        ],
      },
      true,
    ],
    [
      'any: none matches',
      {
        match: 'any',
        filters: [
          { field: 'task.name', operator: 'contains', value: 'nope' },
          { field: 'task.status', operator: 'is', value: 'completed' },
        ],
      },
      false,
    ],
    ['no filters', {}, true],
  ];

  it('starts exactly the automations whose filters match the event', async () => {
    const ws = await ownerWithWorkspace(server, 'Filters');
    const project = await createProject(ws.owner, ws.workspaceId, 'Bugs');
    const automations: Automation[] = [];
    for (const [i, [description, trigger]] of rows.entries()) {
      const automation = await createAutomation(ws.owner, {
        project_id: project.id,
        name: `row ${i}: ${description}`,
        type: 'event',
        trigger: { event: 'task.created', ...trigger },
        actions: [{ type: 'send_slack_message', config: { channel: `#row-${i}-${process.pid}`, message: 'matched {{task.name}}' } }],
      });
      automations.push(automation);
    }
    await createTask(ws.owner, project.id, 'Fix login bug #42');
    // The runs the table expects first: a run it does not expect would have started with them.
    await Promise.all(rows.flatMap(([, , expected], i) => (expected ? [finishedRuns(ws.owner, automations[i]!.id)] : [])));
    await runsSettled(ws.owner, ws.workspaceId);

    const ran = await Promise.all(automations.map(async (a) => (await runsOf(ws.owner, a.id)).length));
    const posted = rows.map((_, i) => slack.callsTo(`#row-${i}-${process.pid}`).length);
    const table = rows.map(([description, , expected], i) => ({
      row: i,
      description,
      expected: expected ? 1 : 0,
      runs: ran[i],
      posted: posted[i],
    }));
    expect(table).to.deep.equal(
      rows.map(([description, , expected], i) => ({
        row: i,
        description,
        expected: expected ? 1 : 0,
        runs: expected ? 1 : 0,
        posted: expected ? 1 : 0,
      })),
    );
  });
});
