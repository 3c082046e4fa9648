/**
 * Issue 21, points 1 and 2: a schedule that fires rarely or never, in any zone, answers at once and
 * stalls nothing, wherever it is evaluated: previewed with a read-only key, read back by a viewer
 * (`GET …/schedule`) and checked against the plan when saved. The old search walked the time up to
 * the next fire in 12-hour steps: `0 0 * 2 1#5` with count=100 took 4.7–6.9 s of CPU in a zone without
 * DST, and an editor could save it for every viewer to pay again.
 */
import { expect } from 'chai';
import { rawRequest, type RawResponse } from '../support/client.ts';
import { memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { withHealthProbe } from '../support/stall.ts';
import { createProject } from '../projects/support/projects.ts';
import { emailAction } from './support/api.ts';

const zones = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Europe/Dublin', 'Pacific/Chatham', 'Africa/Casablanca'];

interface Hostile {
  schedule: string;
  why: string;
  /** Fire times within the preview's 100 years (count=100), or undefined when it never fires (422). */
  fires?: number;
  /** Whether the free plan allows it (its shortest interval is an hour or more). */
  allowed?: boolean;
}

// The worst we measured for each part of the search: croner's own search (it tests every day of every
// month named against the day-of-week rules: 2 ms a year for `1-21 * +0L,…`, 210 ms to the year 3000
// for `31 2,4,6,9,11 +0L,…`), the walk between fire times (the rare ones), and the interval walk across
// DST changes (every minute).
const hostile: Hostile[] = [
  { schedule: '0 0 * 2 1#5', why: 'Februaries with five Mondays: 2044, 2072, 2112', fires: 3, allowed: true },
  { schedule: '0 0 29 2 *', why: 'leap days', fires: 24, allowed: true },
  { schedule: '0 0 29 2 1', why: 'Mondays in February or the 29th', fires: 100, allowed: true },
  { schedule: '59 23 31 12 5#5', why: 'New Year’s Eve or a fifth Friday in December', fires: 100, allowed: true },
  { schedule: '0 0 29 2 +1', why: 'a 29 February that is a Monday', fires: 3, allowed: true },
  { schedule: '0 0 31 2,4,6,9,11 +0L,1L,2L,3L,4L,5L,6L', why: 'never: the 31st of a 30-day month' },
  { schedule: '0 0 1-21 * +0L,1L,2L,3L,4L,5L,6L', why: 'never: the first three weeks are never a month’s last' },
  {
    schedule: '0 0 31 2,4,6,9,11,12 +0L,1L,2L,3L,4L,5L,6L',
    why: 'New Year’s Eve, after four months that never match',
    fires: 100,
    allowed: true,
  },
  { schedule: '* * * * *', why: 'every minute: the longest interval walk', fires: 100, allowed: false },
];

type Preview = { data: { fires: Array<{ at: string }>; note: { code: string; message: string } | null; allowed: boolean } };

describe('rare and never-firing schedules answer at once in every zone, and stall nothing', () => {
  let server: TestServer;
  const places = new Map<string, { owner: TestUser; viewer: TestUser; workspaceId: string; projectId: string }>();

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false', RATE_LIMIT_FREE: '100000' });
    for (const timeZone of zones) {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      await owner.client.PATCH('/v1/workspaces/{workspace_id}', {
        params: { path: { workspace_id: workspaceId } },
        body: { timezone: timeZone },
      });
      const project = await createProject(owner, workspaceId, { visibility: 'shared' });
      const viewer = await memberWithRole(server, workspaceId, 'viewer', 'read-only');
      places.set(timeZone, { owner, viewer, workspaceId, projectId: project.id });
    }
    // The first preview, save and read of a process compile their code paths; the figures below are the requests' own.
    const { owner, viewer, workspaceId, projectId } = places.get('UTC')!;
    await rawRequest(server.url, {
      method: 'POST',
      path: '/v1/schedule-previews',
      apiKey: viewer.key,
      body: { schedule: '0 9 * * 1', workspace_id: workspaceId },
    });
    const warm = await rawRequest<{ data: { id: string } }>(server.url, {
      method: 'POST',
      path: '/v1/automations',
      apiKey: owner.key,
      body: { project_id: projectId, name: 'Warm-up', type: 'scheduled', trigger: { schedule: '0 9 * * 1' }, actions: [emailAction()] },
    });
    await rawRequest(server.url, { method: 'GET', path: `/v1/automations/${warm.body.data.id}/schedule`, apiKey: viewer.key });
  });
  after(async () => {
    await server?.close();
  });

  /** The request, timed with a /healthz beside it; both must answer within 200 ms. */
  async function quickly<T>(what: string, request: () => Promise<RawResponse<T>>): Promise<RawResponse<T>> {
    const { answer, health } = await withHealthProbe(server.url, request, { budgetMs: 200 });
    expect(health.value, `${what}: /healthz`).to.equal(200);
    expect(answer.ms, `${what}: the answer (ms)`).to.be.below(200);
    expect(health.ms, `${what}: /healthz meanwhile (ms)`).to.be.below(200);
    return answer.value;
  }

  for (const { schedule, why, fires, allowed } of hostile) {
    for (const timeZone of zones) {
      it(`'${schedule}' (${why}) in ${timeZone}: previewed, saved and read back, each within 200 ms beside /healthz`, async () => {
        const { owner, viewer, workspaceId, projectId } = places.get(timeZone)!;
        const preview = await quickly('preview', () =>
          rawRequest<Preview>(server.url, {
            method: 'POST',
            path: '/v1/schedule-previews',
            apiKey: viewer.key,
            body: { schedule, count: 100, workspace_id: workspaceId },
          }),
        );
        const saved = await quickly('save', () =>
          rawRequest<{ data: { id: string; next_run_at: string | null } }>(server.url, {
            method: 'POST',
            path: '/v1/automations',
            apiKey: owner.key,
            body: {
              project_id: projectId,
              name: `Hostile ${schedule}`,
              type: 'scheduled',
              trigger: { schedule },
              actions: [emailAction()],
            },
          }),
        );
        if (fires === undefined) {
          expect(preview.status).to.equal(422);
          expect(saved.status).to.equal(422);
          expect(JSON.stringify(saved.body)).to.contain('never fires');
          return;
        }
        expect(preview.status).to.equal(200);
        const { data } = preview.body;
        expect(data.fires).to.have.length(fires);
        expect(data.note?.code ?? null).to.equal(fires < 100 ? 'horizon' : null);
        expect(data.allowed).to.equal(allowed);
        if (!allowed) {
          expect(saved.status).to.equal(422);
          return;
        }
        expect(saved.status).to.equal(201);
        // Booked at its real next fire time, however far off.
        expect(saved.body.data.next_run_at).to.equal(data.fires[0]!.at);
        const read = await quickly('GET …/schedule as a viewer', () =>
          rawRequest<Preview>(server.url, {
            method: 'GET',
            path: `/v1/automations/${saved.body.data.id}/schedule?count=100`,
            apiKey: viewer.key,
          }),
        );
        expect(read.status).to.equal(200);
        expect(read.body.data.fires).to.deep.equal(data.fires);
        expect(read.body.data.note).to.deep.equal(data.note);
      });
    }
  }
});
