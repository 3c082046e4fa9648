import { expect } from 'chai';
import { ownerWithWorkspace, type TestUser, setPlan } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import {
  createAutomation,
  emailAction,
  eventBody,
  patchAutomation,
  scheduledBody,
  type BadInput,
} from '../../contract-tests/automations/support/api.ts';
import { expectRefused, scheduleJob, storedAutomation } from './support/stored.ts';

describe('trigger validation: per type, filters, cron and the plan’s minimum interval', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  /** A workspace on `plan` with one project. */
  async function workspaceOn(plan: 'free' | 'pro' | 'enterprise') {
    const fixture = await ownerWithWorkspace(server);
    await setPlan(server, fixture.workspaceId, plan);
    const project = await createProject(fixture.owner, fixture.workspaceId);
    return { ...fixture, project };
  }

  async function expectCreated(owner: TestUser, body: Parameters<typeof createAutomation>[1]) {
    const { data, response, error } = await owner.client.POST('/v1/automations', { body });
    expect(response.status, `${JSON.stringify(body.trigger)}: ${JSON.stringify(error)}`).to.equal(201);
    expect(data!.data.trigger).to.deep.equal(body.trigger);
    expect(await storedAutomation(server, data!.data.id)).to.deep.equal(data!.data);
    return data!.data;
  }

  describe('event automations', () => {
    it('refuses a trigger without event (400), with a schedule (422), with an unknown event name (422), writing nothing', async () => {
      const { owner, workspaceId, project } = await workspaceOn('free');
      const body = (trigger: unknown) => ({ ...eventBody(project.id), trigger });
      const cases: BadInput[] = [
        { label: 'no event', body: body({}), status: 400, field: '/trigger/event' },
        {
          label: 'filters but no event',
          body: body({ filters: [{ field: 'task.name', operator: 'is', value: 'x' }] }),
          status: 400,
          field: '/trigger/event',
        },
        {
          label: 'event and schedule',
          body: body({ event: 'task.created', schedule: '0 9 * * *' }),
          status: 422,
          field: '/trigger/schedule',
        },
        { label: 'unknown event name', body: body({ event: 'task.exploded' }), status: 422, field: '/trigger/event' },
        { label: 'a webhook-only event', body: body({ event: 'automation.run.completed' }), status: 422, field: '/trigger/event' },
        { label: 'event not a string', body: body({ event: 7 }), status: 422, field: '/trigger/event' },
        { label: 'trigger not an object', body: body('task.created'), status: 422, field: '/trigger' },
        { label: 'unknown match', body: body({ event: 'task.created', match: 'some' }), status: 422, field: '/trigger/match' },
      ];
      for (const input of cases) await expectRefused(server, workspaceId, owner, 'POST', '/v1/automations', input);
      expect(await server.knex('automations').where({ project_id: project.id }).pluck('id')).to.deep.equal([]);
    });

    it('accepts every trigger event name of the decisions', async () => {
      const { owner, project } = await workspaceOn('free');
      const names = [
        'task.created',
        'task.updated',
        'task.completed',
        'task.deleted',
        'member.invited',
        'member.joined',
        'member.role_changed',
        'member.removed',
        'project.created',
        'project.updated',
        'project.archived',
      ] as const;
      for (const event of names) await expectCreated(owner, eventBody(project.id, { trigger: { event } }));
    });

    it('refuses filter values that do not fit the operator: missing for `is` (400), given for is_empty (422), an unknown operator (422)', async () => {
      const { owner, workspaceId, project } = await workspaceOn('free');
      const withFilter = (filter: unknown) => ({
        ...eventBody(project.id),
        trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is', value: 'ok' }, filter] },
      });
      const cases: BadInput[] = [
        {
          label: 'is without value',
          body: withFilter({ field: 'task.name', operator: 'is' }),
          status: 400,
          field: '/trigger/filters/1/value',
        },
        {
          label: 'contains without value',
          body: withFilter({ field: 'task.name', operator: 'contains' }),
          status: 400,
          field: '/trigger/filters/1/value',
        },
        {
          label: 'is_empty with a value',
          body: withFilter({ field: 'task.description', operator: 'is_empty', value: 'x' }),
          status: 422,
          field: '/trigger/filters/1/value',
        },
        {
          label: 'is_not_empty with a value',
          body: withFilter({ field: 'task.description', operator: 'is_not_empty', value: false }),
          status: 422,
          field: '/trigger/filters/1/value',
        },
        {
          label: 'unknown operator',
          body: withFilter({ field: 'task.name', operator: 'equals', value: 'x' }),
          status: 422,
          field: '/trigger/filters/1/operator',
        },
        {
          label: 'the interface’s spelling "is not"',
          body: withFilter({ field: 'task.name', operator: 'is not', value: 'x' }),
          status: 422,
          field: '/trigger/filters/1/operator',
        },
        {
          label: 'greater_than a boolean',
          body: withFilter({ field: 'task.name', operator: 'greater_than', value: true }),
          status: 422,
          field: '/trigger/filters/1/value',
        },
        { label: 'no operator', body: withFilter({ field: 'task.name', value: 'x' }), status: 400, field: '/trigger/filters/1/operator' },
        { label: 'no field', body: withFilter({ operator: 'is', value: 'x' }), status: 400, field: '/trigger/filters/1/field' },
        {
          label: 'field not a dotted path',
          body: withFilter({ field: 'task..name', operator: 'is', value: 'x' }),
          status: 422,
          field: '/trigger/filters/1/field',
        },
        {
          label: 'value an object',
          body: withFilter({ field: 'task.name', operator: 'is', value: { a: 1 } }),
          status: 422,
          field: '/trigger/filters/1/value',
        },
      ];
      for (const input of cases) await expectRefused(server, workspaceId, owner, 'POST', '/v1/automations', input);
    });

    it('accepts filters that fit their operators: is_empty without a value (or null), numbers for greater_than, match any', async () => {
      const { owner, project } = await workspaceOn('free');
      await expectCreated(
        owner,
        eventBody(project.id, {
          trigger: {
            event: 'task.updated',
            match: 'any',
            filters: [
              { field: 'task.description', operator: 'is_empty' },
              // The wire takes a null value beside is_not_empty; the SDK's types leave it out (see emit-openapi-types).
              { field: 'task.assignee_member_id', operator: 'is_not_empty', value: null } as { field: string; operator: 'is_not_empty' },
              { field: 'task.name', operator: 'is_not', value: 'draft' },
              { field: 'task.priority', operator: 'greater_than', value: 3 },
              { field: 'task.created_at', operator: 'less_than', value: '2030-01-01T00:00:00Z' },
            ],
          },
        }),
      );
    });

    it('refuses by PATCH a schedule on an event automation, 422 beside an event and 400 instead of one, leaving it unchanged', async () => {
      const { owner, workspaceId, project } = await workspaceOn('free');
      const automation = await createAutomation(owner, eventBody(project.id));
      await expectRefused(server, workspaceId, owner, 'PATCH', `/v1/automations/${automation.id}`, {
        label: 'schedule on event',
        body: { trigger: { event: 'task.created', schedule: '0 9 * * *' } },
        status: 422,
        field: '/trigger/schedule',
      });
      await expectRefused(server, workspaceId, owner, 'PATCH', `/v1/automations/${automation.id}`, {
        label: 'schedule instead of event',
        body: { trigger: { schedule: '0 9 * * *' } },
        status: 400,
        field: '/trigger/event',
      });
      expect(await storedAutomation(server, automation.id)).to.deep.equal(automation);
    });
  });

  describe('scheduled automations', () => {
    it('refuses a trigger without schedule (400) or with event, filters or match (422), writing nothing', async () => {
      const { owner, workspaceId, project } = await workspaceOn('free');
      const body = (trigger: unknown) => ({ ...scheduledBody(project.id), trigger });
      const cases: BadInput[] = [
        { label: 'no schedule', body: body({}), status: 400, field: '/trigger/schedule' },
        { label: 'an event instead', body: body({ event: 'task.created' }), status: 400, field: '/trigger/schedule' },
        { label: 'schedule and event', body: body({ schedule: '0 9 * * *', event: 'task.created' }), status: 422, field: '/trigger/event' },
        {
          label: 'schedule and filters',
          body: body({ schedule: '0 9 * * *', filters: [{ field: 'task.name', operator: 'is', value: 'x' }] }),
          status: 422,
          field: '/trigger/filters',
        },
        { label: 'schedule and empty filters', body: body({ schedule: '0 9 * * *', filters: [] }), status: 422, field: '/trigger/filters' },
        { label: 'schedule and match', body: body({ schedule: '0 9 * * *', match: 'all' }), status: 422, field: '/trigger/match' },
      ];
      for (const input of cases) await expectRefused(server, workspaceId, owner, 'POST', '/v1/automations', input);
    });

    it('refuses cron expressions that are not five valid fields with 422 naming /trigger/schedule', async () => {
      const { owner, workspaceId, project } = await workspaceOn('enterprise');
      const cases: BadInput[] = [
        '0 0 9 * * *',
        '0 9 * *',
        '61 * * * *',
        '0 24 * * *',
        '0 9 32 * *',
        '0 9 * 13 *',
        '0 9 * * 8',
        'every day',
        '@daily',
        '0 9 * * MON-',
        42,
      ].map((schedule) => ({
        label: `schedule ${JSON.stringify(schedule)}`,
        body: scheduledBody(project.id, { trigger: { schedule } as never }),
        status: 422 as const,
        field: '/trigger/schedule',
      }));
      for (const input of cases) await expectRefused(server, workspaceId, owner, 'POST', '/v1/automations', input);
    });

    it('accepts five-field cron with Sunday as 0 or 7 and names of days and months', async () => {
      const { owner, project } = await workspaceOn('free');
      for (const schedule of ['0 9 * * 0', '0 9 * * 7', '30 8 1 * *', '0 9 * * MON-FRI', '0 12 1 JAN *']) {
        const created = await expectCreated(owner, scheduledBody(project.id, { trigger: { schedule } }));
        expect(created.next_run_at, schedule).to.be.a('string');
        expect((await scheduleJob(server, created.id))?.run_at, schedule).to.equal(created.next_run_at);
      }
    });

    it('holds the free plan to hourly: */30 gets 422, hourly is accepted', async () => {
      const { owner, workspaceId, project } = await workspaceOn('free');
      const refused = await expectRefused(server, workspaceId, owner, 'POST', '/v1/automations', {
        label: '*/30',
        body: scheduledBody(project.id, { trigger: { schedule: '*/30 * * * *' } }),
        status: 422,
        field: '/trigger/schedule',
      });
      expect(refused.error.details![0]!.message).to.contain('free plan').and.contain('60 minutes');
      for (const schedule of ['0,30 9 * * *', '0-59/20 * * * *']) {
        await expectRefused(server, workspaceId, owner, 'POST', '/v1/automations', {
          label: schedule,
          body: scheduledBody(project.id, { trigger: { schedule } }),
          status: 422,
          field: '/trigger/schedule',
        });
      }
      const hourly = await expectCreated(owner, scheduledBody(project.id, { trigger: { schedule: '0 * * * *' } }));
      expect(Date.parse(hourly.next_run_at!) - Date.now()).to.be.within(0, 3_600_000);
      expect(new Date(hourly.next_run_at!).getUTCMinutes()).to.equal(0);
    });

    it('holds the pro plan to 15 minutes: */15 is accepted, */10 gets 422', async () => {
      const { owner, workspaceId, project } = await workspaceOn('pro');
      const refused = await expectRefused(server, workspaceId, owner, 'POST', '/v1/automations', {
        label: '*/10',
        body: scheduledBody(project.id, { trigger: { schedule: '*/10 * * * *' } }),
        status: 422,
        field: '/trigger/schedule',
      });
      expect(refused.error.details![0]!.message).to.contain('pro plan').and.contain('15 minutes');
      const created = await expectCreated(owner, scheduledBody(project.id, { trigger: { schedule: '*/15 * * * *' }, enabled: false }));
      expect(created.next_run_at).to.equal(null);
    });

    it('lets the enterprise plan run every minute', async () => {
      const { owner, project } = await workspaceOn('enterprise');
      const created = await expectCreated(owner, scheduledBody(project.id, { trigger: { schedule: '* * * * *' } }));
      expect(Date.parse(created.next_run_at!) - Date.now()).to.be.within(0, 60_000);
      // Stop it firing in the background for the rest of the file.
      await patchAutomation(owner, created.id, { enabled: false });
    });

    it('checks the plan minimum on PATCH too, leaving the automation unchanged', async () => {
      const { owner, workspaceId, project } = await workspaceOn('free');
      const automation = await createAutomation(owner, scheduledBody(project.id));
      for (const [label, trigger, status, field] of [
        ['*/30 on free', { schedule: '*/30 * * * *' }, 422, '/trigger/schedule'],
        ['6 fields', { schedule: '0 0 9 * * *' }, 422, '/trigger/schedule'],
        ['event on scheduled', { schedule: '0 9 * * *', event: 'task.created' }, 422, '/trigger/event'],
        ['empty trigger', {}, 400, '/trigger/schedule'],
      ] as const) {
        await expectRefused(server, workspaceId, owner, 'PATCH', `/v1/automations/${automation.id}`, {
          label,
          body: { trigger },
          status,
          field,
        });
      }
      expect(await storedAutomation(server, automation.id)).to.deep.equal(automation);
      expect((await scheduleJob(server, automation.id))?.run_at).to.equal(automation.next_run_at);
      // The same schedule passes once the plan allows it.
      await setPlan(server, workspaceId, 'pro');
      const changed = await patchAutomation(owner, automation.id, { trigger: { schedule: '*/30 * * * *' } });
      expect(changed.trigger).to.deep.equal({ schedule: '*/30 * * * *' });
      await patchAutomation(owner, automation.id, { enabled: false, actions: [emailAction()] });
    });
  });
});
