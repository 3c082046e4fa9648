/**
 * Issue 13, point 7: `GET /v1/event-types` lists every event type with its description, level,
 * what may use it and the JSON Schema of its `data`, generated from the contract. The flags agree
 * with what the server accepts; that each delivered `data` satisfies its schema is checked where
 * every event type is delivered (webhooks/event-deliveries.test.ts).
 */
import { expect } from 'chai';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import { loadContract } from '../support/openapi.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createProject } from '../projects/support/projects.ts';
import { emailAction } from '../automations/support/api.ts';

const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;
const contract = loadContract();
const document = contract.document as unknown as {
  webhooks: Record<string, unknown>;
  components: { schemas: Record<string, { enum?: string[] }> };
};

describe('GET /v1/event-types', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('lists every event type of the webhooks section once, with a level, the uses and a data schema that compiles', async () => {
    const { owner } = await ownerWithWorkspace(server);
    const { data, response } = await owner.client.GET('/v1/event-types');
    expect(response.status).to.equal(200);
    const catalog = data!.data;
    expect(catalog.map((e) => e.type).sort()).to.deep.equal(Object.keys(document.webhooks).sort());
    const triggers = new Set(document.components.schemas.TriggerEventName!.enum);
    const subscribable = new Set(document.components.schemas.EventType!.enum);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    for (const entry of catalog) {
      expect(entry.description, entry.type).to.match(/^[A-Z].+\.( \*\*Extension\.\*\*)?$/);
      expect(entry.automations, entry.type).to.equal(triggers.has(entry.type));
      expect(entry.webhooks, entry.type).to.equal(subscribable.has(entry.type));
      const validate = ajv.compile(entry.data_schema);
      expect(validate({}), `${entry.type}: an empty data fails its schema`).to.equal(false);
    }
    const levelOf = Object.fromEntries(catalog.map((e) => [e.type, e.level]));
    // The decided levels (docs/decisions.md#event-levels): member.* and project.created start automations of every project.
    expect(levelOf).to.include({
      'project.created': 'workspace',
      'member.joined': 'workspace',
      'task.completed': 'project',
      'project.archived': 'project',
    });
  });

  it('agrees with the server: automations take only the types marked for them, webhooks only theirs', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const catalog = (await owner.client.GET('/v1/event-types')).data!.data;
    for (const entry of catalog) {
      const automation = await owner.client.POST('/v1/automations', {
        body: {
          project_id: project.id,
          name: entry.type,
          type: 'event',
          trigger: { event: entry.type as never },
          actions: [emailAction()],
        },
      });
      expect(automation.response.status, `automation on ${entry.type}`).to.equal(entry.automations ? 201 : 422);
    }
    // Subscribing needs a receiver that answers the ping; the document's enum is what the server validates with.
    for (const entry of catalog.filter((e) => !e.webhooks)) {
      const refused = await owner.client.POST('/v1/webhooks', {
        body: { workspace_id: workspaceId, url: 'https://hooks.example.test/x', events: [entry.type as never], secret: 'x'.repeat(32) },
      });
      expect(refused.response.status, `webhook on ${entry.type}`).to.equal(422);
      expect(
        refused.error!.error.details!.map((d) => d.field),
        entry.type,
      ).to.deep.equal(['/events/0']);
    }
  });
});
