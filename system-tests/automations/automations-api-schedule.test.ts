import { expect } from 'chai';
import { createUser, keyFor, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import { createAutomation, eventBody, patchAutomation, scheduledBody } from '../../contract-tests/automations/support/api.ts';
import { expectAutomationEvent, scheduleJob, storedAutomation } from './support/stored.ts';

/** The zone's UTC offset in minutes at an instant (Intl, independent of the service's croner). */
function offsetMinutes(at: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The next instant strictly after `now` at which the zone's wall clock reads hh:mm (on a day without a clock change at that time). */
function nextWallClock(hour: number, minute: number, timeZone: string, now = new Date()): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  for (let days = 0; days < 3; days++) {
    const wall = Date.UTC(y!, m! - 1, d! + days, hour, minute);
    let instant = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
    instant = wall - offsetMinutes(new Date(instant), timeZone) * 60_000;
    if (instant > now.getTime()) return new Date(instant).toISOString();
  }
  throw new Error('unreachable');
}

describe('schedules of automations (next_run_at and the schedule job)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('shows next_run_at as the next fire time in the workspace time zone: 09:00 in Berlin, converted to UTC', async () => {
    const creator = await createUser(server);
    const created = await creator.client.POST('/v1/workspaces', { body: { name: 'Berlin office', timezone: 'Europe/Berlin' } });
    const workspaceId = created.data!.data.id;
    const owner = await keyFor(server, creator, 'admin', workspaceId);
    const project = await createProject(owner, workspaceId);
    const expected = nextWallClock(9, 0, 'Europe/Berlin');
    const automation = await createAutomation(owner, scheduledBody(project.id, { trigger: { schedule: '0 9 * * *' } }));
    expect(automation.next_run_at).to.equal(expected);
    // 09:00 in Berlin is 07:00 or 08:00 UTC, depending on summer time.
    expect(new Date(expected).getUTCHours()).to.be.oneOf([7, 8]);
    expect(await storedAutomation(server, automation.id)).to.deep.include({ next_run_at: expected });
    expect(await scheduleJob(server, automation.id)).to.deep.equal({
      task: 'fire_schedule',
      run_at: expected,
      payload: { automation_id: automation.id, at: expected },
    });
    const { data } = await owner.client.GET('/v1/automations/{automation_id}', { params: { path: { automation_id: automation.id } } });
    expect(data!.data.next_run_at).to.equal(expected);
    const listed = await owner.client.GET('/v1/projects/{project_id}/automations', { params: { path: { project_id: project.id } } });
    expect(listed.data!.data[0]!.next_run_at).to.equal(expected);
  });

  it('shows next_run_at null for event automations, which have no schedule job', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const automation = await createAutomation(owner, eventBody(project.id));
    expect(automation.next_run_at).to.equal(null);
    const listed = await owner.client.GET('/v1/automations', { params: { query: { project_id: project.id } } });
    expect(listed.data!.data[0]!.next_run_at).to.equal(null);
    expect(await scheduleJob(server, automation.id)).to.equal(undefined);
  });

  it('clears next_run_at and removes the schedule job on disabling, and restores both on enabling', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const automation = await createAutomation(owner, scheduledBody(project.id, { trigger: { schedule: '15 6 * * 1' } }));
    const next = nextWallClock(6, 15, 'UTC');
    expect(new Date(automation.next_run_at!).getUTCDay()).to.equal(1);

    const disabled = await patchAutomation(owner, automation.id, { enabled: false });
    expect(disabled).to.include({ enabled: false, next_run_at: null });
    expect(await storedAutomation(server, automation.id)).to.deep.include({ enabled: false, next_run_at: null });
    expect(await scheduleJob(server, automation.id)).to.equal(undefined);
    const event = await expectAutomationEvent(server, workspaceId, 'automation.updated', {
      actor: owner,
      automationId: automation.id,
      projectId: project.id,
    });
    expect(event).to.include({ enabled: false, next_run_at: null });

    const enabled = await patchAutomation(owner, automation.id, { enabled: true });
    expect(enabled).to.include({ enabled: true, next_run_at: automation.next_run_at });
    expect(await storedAutomation(server, automation.id)).to.deep.include({ enabled: true, next_run_at: automation.next_run_at });
    expect(await scheduleJob(server, automation.id)).to.deep.include({ task: 'fire_schedule', run_at: automation.next_run_at });
    // A Monday 06:15 UTC: at most 7 days after the next daily 06:15.
    expect(Date.parse(automation.next_run_at!) - Date.parse(next)).to.be.within(0, 6 * 86_400_000);
  });

  it('moves next_run_at and the schedule job when the schedule changes, and keeps them when only the name changes', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const automation = await createAutomation(owner, scheduledBody(project.id));
    const renamed = await patchAutomation(owner, automation.id, { name: 'Renamed' });
    expect(renamed.next_run_at).to.equal(automation.next_run_at);
    expect((await scheduleJob(server, automation.id))?.run_at).to.equal(automation.next_run_at);

    const expected = nextWallClock(18, 30, 'UTC');
    const moved = await patchAutomation(owner, automation.id, { trigger: { schedule: '30 18 * * *' } });
    expect(moved.next_run_at).to.equal(expected);
    expect(await storedAutomation(server, automation.id)).to.deep.include({ next_run_at: expected, trigger: { schedule: '30 18 * * *' } });
    expect(await scheduleJob(server, automation.id)).to.deep.equal({
      task: 'fire_schedule',
      run_at: expected,
      payload: { automation_id: automation.id, at: expected },
    });
    const jobs = await server
      .knex('graphile_worker.jobs')
      .where({ key: `schedule:${automation.id}` })
      .count({ n: '*' })
      .first();
    expect(Number(jobs!.n)).to.equal(1);
  });
});
