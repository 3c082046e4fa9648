/**
 * Issue 13, point 6: the next fire times of a schedule, saved (`GET …/schedule`) or not yet
 * (`POST /v1/schedule-previews`), in the time zone and in UTC, marked where a DST change
 * moved one or skipped its repeat, with the shortest interval against the plan's minimum.
 * Issue 22, point 6: the old path, `POST /v1/automations/schedule-preview`, answers the same until its
 * sunset, and says so in its headers.
 */
import { expect } from 'chai';
import { ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { rawRequest } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createProject } from '../projects/support/projects.ts';
import { createAutomation, eventBody, scheduledBody } from './support/api.ts';

type PreviewBody = { schedule: string; timezone?: string; count?: number; workspace_id?: string };
const newPath = '/v1/schedule-previews';
const oldPath = '/v1/automations/schedule-preview';
const preview = (user: TestUser, body: PreviewBody, path: typeof newPath | typeof oldPath = newPath) => user.client.POST(path, { body });
const deprecationHeaders = {
  deprecation: '@1795564800',
  sunset: 'Mon, 31 May 2027 00:00:00 GMT',
  link: '</v1/schedule-previews>; rel="successor-version"',
};
const deprecationOf = (response: { headers: Headers }) =>
  Object.fromEntries(Object.keys(deprecationHeaders).map((name) => [name, response.headers.get(name)]));

describe('schedule previews', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('marks a fire time the spring gap moved and one whose autumn repeat is skipped, in local time and UTC', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const spring = await preview(owner, { schedule: '30 2 14 3 *', timezone: 'America/New_York', count: 1, workspace_id: workspaceId });
    expect(spring.response.status).to.equal(200);
    expect(spring.data!.data.fires).to.deep.equal([{ at: '2027-03-14T07:00:00.000Z', local: '2027-03-14T03:00:00-04:00', dst: 'moved' }]);
    const autumn = await preview(owner, { schedule: '30 1 7 11 *', timezone: 'America/New_York', count: 1 });
    expect(autumn.data!.data.fires).to.deep.equal([
      { at: '2027-11-07T05:30:00.000Z', local: '2027-11-07T01:30:00-04:00', dst: 'repeat_skipped' },
    ]);
    const daily = await preview(owner, { schedule: '0 9 * * *', timezone: 'Europe/Berlin', count: 3 });
    const { fires, shortest_interval_minutes: shortest, allowed, plan, plan_minimum_minutes: minimum } = daily.data!.data;
    expect(fires).to.have.length(3);
    for (const fire of fires) {
      expect(fire.dst).to.equal(null);
      expect(fire.local).to.match(/T09:00:00\+0[12]:00$/);
    }
    // Across the spring change a daily 09:00 is 23 hours apart.
    expect({ shortest, allowed, plan, minimum }).to.deep.equal({ shortest: 1380, allowed: true, plan: 'free', minimum: 60 });
    // The SDK's method names the resource the path names; the name it had before the move still works.
    const viaResource = await owner.client.schedulePreviews.preview({
      body: { schedule: '0 9 * * *', timezone: 'Europe/Berlin', count: 3 },
    });
    expect(viaResource.data.fires).to.deep.equal(fires);
    expect(viaResource.data.note).to.equal(null);
    // `automations.previewSchedule` is the deprecated alias (sdk/src/resources.ts): it calls the new path.
    const viaOldName = await owner.client.automations.previewSchedule({
      body: { schedule: '0 9 * * *', timezone: 'Europe/Berlin', count: 3 },
    });
    expect(viaOldName).to.deep.equal(viaResource);
  });

  it('lists a rare schedule only as far as 100 years ahead, and says in note why there are fewer than asked for', async () => {
    const { owner } = await ownerWithWorkspace(server);
    // Februaries with five Mondays: leap years whose 1 February is a Monday.
    const rare = await preview(owner, { schedule: '0 0 * 2 1#5', timezone: 'UTC', count: 10 });
    expect(rare.response.status).to.equal(200);
    expect(rare.data!.data.fires.map((f) => f.at)).to.deep.equal([
      '2044-02-29T00:00:00.000Z',
      '2072-02-29T00:00:00.000Z',
      '2112-02-29T00:00:00.000Z',
    ]);
    const end = new Date().getUTCFullYear() + 101;
    expect(rare.data!.data.note).to.deep.equal({
      code: 'horizon',
      message: `Fires so rarely that only 3 fire times of the 10 asked for fall before ${end}, the end of the preview's 100-year search.`,
    });
    expect(rare.data!.data).to.include({ shortest_interval_minutes: 28 * 365.25 * 24 * 60, allowed: true });
    // Asked for no more than there are, the list is whole.
    const two = await preview(owner, { schedule: '0 0 * 2 1#5', timezone: 'UTC', count: 3 });
    expect(two.data!.data.note).to.equal(null);
  });

  for (const path of [newPath, oldPath] as const) {
    it(`says when the plan does not allow a schedule, and refuses what is not one (422), no schedule (400) and another workspace (404), on ${path}`, async () => {
      const { owner } = await ownerWithWorkspace(server);
      const often = await preview(owner, { schedule: '*/5 * * * *', timezone: 'UTC', count: 2 }, path);
      expect(often.data!.data).to.include({ shortest_interval_minutes: 5, allowed: false, plan_minimum_minutes: 60 });
      expect(often.data!.data.fires).to.have.length(2);

      const bad = await preview(owner, { schedule: 'every day at 9' }, path);
      expect(bad.response.status).to.equal(422);
      expect(bad.error!.error.details![0]!.field).to.equal('/schedule');
      const never = await preview(owner, { schedule: '0 0 30 2 *' }, path);
      expect(never.response.status).to.equal(422);
      const zone = await preview(owner, { schedule: '0 9 * * *', timezone: 'Mars/Olympus' }, path);
      expect(zone.response.status).to.equal(422);
      expect(zone.error!.error.details![0]!.field).to.equal('/timezone');
      const missing = await owner.client.POST(path, { body: {} as never });
      expect(missing.response.status).to.equal(400);
      const other = await ownerWithWorkspace(server);
      expect((await preview(owner, { schedule: '0 9 * * *', workspace_id: other.workspaceId }, path)).response.status).to.equal(404);
    });
  }

  it('answers on the deprecated path as on the new one, each answer (errors too) naming its successor, its deprecation date and its sunset', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const body = { schedule: '30 2 14 3 *', timezone: 'America/New_York', count: 2, workspace_id: workspaceId };
    const [now, before] = [await preview(owner, body), await preview(owner, body, oldPath)];
    expect(before.response.status).to.equal(200);
    expect(before.data).to.deep.equal(now.data);
    expect(deprecationOf(before.response)).to.deep.equal(deprecationHeaders);
    expect(deprecationOf(now.response)).to.deep.equal({ deprecation: null, sunset: null, link: null });
    const refused = await preview(owner, { schedule: 'every day at 9' }, oldPath);
    expect(refused.response.status).to.equal(422);
    expect(deprecationOf(refused.response)).to.deep.equal(deprecationHeaders);
    const anonymous = await rawRequest(server.url, { method: 'POST', path: oldPath, body });
    expect(anonymous.status).to.equal(401);
    expect(deprecationOf(anonymous)).to.deep.equal(deprecationHeaders);
    // Only POST is served there (docs/guide.md): another method reads `schedule-preview` as an automation id.
    const asAnId = await rawRequest<{ error: { code: string } }>(server.url, { method: 'GET', path: oldPath, apiKey: owner.key });
    expect(asAnId.status).to.equal(404);
    expect(asAnId.body.error.code).to.equal('not_found');
  });

  it('previews a saved scheduled automation in its workspace time zone; 409 for an event automation, 404 elsewhere, 400 and 422 for a bad count', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    await owner.client.PATCH('/v1/workspaces/{workspace_id}', {
      params: { path: { workspace_id: workspaceId } },
      body: { timezone: 'Asia/Tokyo' },
    });
    const project = await createProject(owner, workspaceId);
    const scheduled = await createAutomation(owner, scheduledBody(project.id, { trigger: { schedule: '0 9 * * 1' } }));
    const read = (id: string, query: string, user = owner) =>
      rawRequest<{ data: { timezone: string; fires: Array<{ local: string }> } }>(server.url, {
        method: 'GET',
        path: `/v1/automations/${id}/schedule${query}`,
        apiKey: user.key,
      });
    const res = await read(scheduled.id, '?count=2');
    expect(res.status).to.equal(200);
    expect(res.body.data.timezone).to.equal('Asia/Tokyo');
    expect(res.body.data.fires.map((f) => f.local)).to.have.length(2);
    for (const fire of res.body.data.fires) expect(fire.local).to.match(/T09:00:00\+09:00$/);
    expect((await read(scheduled.id, '')).body.data.fires).to.have.length(10);

    const onEvent = await createAutomation(owner, eventBody(project.id));
    expect((await read(onEvent.id, '')).status).to.equal(409);
    const stranger = await ownerWithWorkspace(server);
    expect((await read(scheduled.id, '', stranger.owner)).status).to.equal(404);
    expect((await read(scheduled.id, '?count=101')).status).to.equal(422);
    expect((await read(scheduled.id, '?count=abc')).status).to.equal(400);
  });
});
