import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { withHealthProbe } from '../support/stall.ts';
import { createProject } from './support/e2e.ts';
import { hostileShapes } from './support/hostile-shapes.ts';

// One request must never hold the event loop: the test is an answer and a /healthz sent
// alongside it, both within 200 ms, for the worst shape of every field. The old template expression
// took 4.8 s for `{{` and 2,500 spaces and stalled /healthz for as long.
describe('hostile automation input answers at once and stalls nothing', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  for (const shape of hostileShapes) {
    it(`${shape.field}: ${shape.label} → ${shape.expect.status}, and /healthz answers meanwhile (both within 200 ms)`, async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      if (shape.timeZone)
        await owner.client.PATCH('/v1/workspaces/{workspace_id}', {
          params: { path: { workspace_id: workspaceId } },
          body: { timezone: shape.timeZone },
        });
      const project = await createProject(owner, workspaceId, 'Target');
      const body = { project_id: project.id, name: 'Hostile', type: shape.type, trigger: shape.trigger, actions: shape.actions };
      const { answer, health } = await withHealthProbe(
        server.url,
        () =>
          rawRequest<{ error?: { details?: Array<{ field: string }> } }>(server.url, {
            method: 'POST',
            path: '/v1/automations',
            apiKey: owner.key,
            body,
          }),
        { budgetMs: 200 },
      );
      expect(answer.value.status, JSON.stringify(answer.value.body).slice(0, 300)).to.equal(shape.expect.status);
      if (shape.expect.status !== 201) expect(answer.value.body.error!.details!.map((d) => d.field)).to.include(shape.expect.pointer);
      expect(health.value).to.equal(200);
      expect(answer.ms, 'the answer').to.be.below(200);
      expect(health.ms, '/healthz meanwhile').to.be.below(200);
    });
  }
});
