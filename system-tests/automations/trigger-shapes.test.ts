/**
 * Issue 12, point 1: the trigger is a discriminated shape in the document, so a client validator (or
 * Prism) refuses the bodies the server refuses. Each body is checked twice: against the document's
 * request schema with a plain JSON Schema validator, and against the running server.
 */
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { loadContract } from '../../contract-tests/support/openapi.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import { createAutomation, emailAction, scheduledBody, eventBody, type BadInput } from '../../contract-tests/automations/support/api.ts';
import { expectRefused } from './support/stored.ts';

const contract = loadContract();

describe('trigger shapes: the document refuses what the server refuses', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('create: a trigger that does not fit its type fails the document schema and the server alike', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const base = { project_id: project.id, name: 'Shapes', actions: [emailAction()] };
    const cases: BadInput[] = [
      { label: 'event type, no event', body: { ...base, type: 'event', trigger: {} }, status: 400, field: '/trigger/event' },
      {
        label: 'event type, only a schedule',
        body: { ...base, type: 'event', trigger: { schedule: '0 9 * * *' } },
        status: 400,
        field: '/trigger/event',
      },
      {
        label: 'event type, event and schedule',
        body: { ...base, type: 'event', trigger: { event: 'task.created', schedule: '0 9 * * *' } },
        status: 422,
        field: '/trigger/schedule',
      },
      { label: 'scheduled type, no schedule', body: { ...base, type: 'scheduled', trigger: {} }, status: 400, field: '/trigger/schedule' },
      {
        label: 'scheduled type, an event',
        body: { ...base, type: 'scheduled', trigger: { event: 'task.created' } },
        status: 400,
        field: '/trigger/schedule',
      },
      {
        label: 'scheduled type, schedule and filters',
        body: { ...base, type: 'scheduled', trigger: { schedule: '0 9 * * *', filters: [] } },
        status: 422,
        field: '/trigger/filters',
      },
      { label: 'no type', body: { ...base, trigger: { event: 'task.created' } }, status: 400, field: '/type' },
      {
        label: 'a comparison filter without a value',
        body: { ...base, type: 'event', trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is' }] } },
        status: 400,
        field: '/trigger/filters/0/value',
      },
      {
        label: 'an emptiness filter with a value',
        body: {
          ...base,
          type: 'event',
          trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is_empty', value: 'x' }] },
        },
        status: 422,
        field: '/trigger/filters/0/value',
      },
      {
        label: 'an unknown operator',
        body: {
          ...base,
          type: 'event',
          trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'like', value: 'x' }] },
        },
        status: 422,
        field: '/trigger/filters/0/operator',
      },
    ];
    for (const input of cases) {
      expect(contract.validateSchema('CreateAutomationRequest', input.body).valid, `document: ${input.label}`).to.equal(false);
      await expectRefused(server, workspaceId, owner, 'POST', '/v1/automations', input);
    }
    for (const body of [eventBody(project.id), scheduledBody(project.id)]) {
      expect(contract.validateSchema('CreateAutomationRequest', body).valid, `document: ${body.type}`).to.equal(true);
      expect((await createAutomation(owner, body)).trigger).to.deep.equal(body.trigger);
    }
  });

  it('update: the document refuses a trigger of neither shape; the stored type picks the shape, with the same statuses', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const onEvent = await createAutomation(owner, eventBody(project.id));
    const scheduled = await createAutomation(owner, scheduledBody(project.id));
    const neither: BadInput[] = [
      { label: 'empty trigger', body: { trigger: {} }, status: 400 },
      { label: 'both shapes', body: { trigger: { event: 'task.created', schedule: '0 9 * * *' } }, status: 422 },
    ];
    for (const input of neither) {
      expect(contract.validateSchema('UpdateAutomationRequest', input.body).valid, `document: ${input.label}`).to.equal(false);
      await expectRefused(server, workspaceId, owner, 'PATCH', `/v1/automations/${onEvent.id}`, input);
      await expectRefused(server, workspaceId, owner, 'PATCH', `/v1/automations/${scheduled.id}`, input);
    }
    const wrongShape: Array<[string, BadInput]> = [
      [
        onEvent.id,
        { label: 'a schedule for an event automation', body: { trigger: { schedule: '0 9 * * *' } }, status: 400, field: '/trigger/event' },
      ],
      [
        scheduled.id,
        { label: 'an event for a scheduled one', body: { trigger: { event: 'task.created' } }, status: 400, field: '/trigger/schedule' },
      ],
      [
        onEvent.id,
        { label: 'a typo beside event', body: { trigger: { event: 'task.created', evnt: 'x' } }, status: 422, field: '/trigger/evnt' },
      ],
    ];
    expect(contract.validateSchema('UpdateAutomationRequest', wrongShape[2]![1].body).valid, 'document: a typo').to.equal(false);
    for (const [id, input] of wrongShape) {
      const res = await expectRefused(server, workspaceId, owner, 'PATCH', `/v1/automations/${id}`, input);
      if (input.status === 400)
        expect(res.error.details![0]!.message, input.label).to.match(/^is required for (event|scheduled) automations$/);
    }
  });
});
