/**
 * What the generated document itself promises its readers (issue 12, points 1 and 2): every
 * operation names itself and the access it needs, documents the request id and the failures any
 * request can meet, its examples agree with themselves, and the `webhooks` section has every event
 * type with its signature and delivery headers. Redocly and Spectral run over both documents in
 * .ci/run (`npm run lint:contract`); this file checks what no linter knows about.
 */
import { expect } from 'chai';
import { loadContract } from '../support/openapi.ts';

type Json = Record<string, unknown>;

const contract = loadContract();
const document = contract.document as unknown as {
  paths: Record<string, Record<string, Json>>;
  webhooks: Record<string, { post: Json }>;
  components: { schemas: Record<string, Json> };
};
const operations = contract.operations();

interface Example {
  value?: unknown;
}
const examplesOf = (holder: unknown): Record<string, Example> =>
  (holder as { content?: Record<string, { examples?: Record<string, Example> }> } | undefined)?.content?.['application/json']?.examples ??
  {};

describe('The contract document', () => {
  it('gives every operation a summary, and every authenticated one the role and key scope it needs', () => {
    for (const { operationId, operation, requiresAuth } of operations) {
      const op = operation as unknown as Json;
      expect(op.summary, operationId)
        .to.be.a('string')
        .and.match(/^[A-Z][^.]{3,60}$/);
      if (!requiresAuth) continue;
      expect(op['x-required-access'], operationId).to.have.all.keys('role', 'key_scope');
      expect(op.description, operationId).to.match(/\*\*Access:\*\* role .+; key scope .+\.$/);
    }
  });

  it('documents X-Request-Id on every request and every response, and 429 and 500 wherever a key is checked', () => {
    for (const { operationId, operation, parameters, requiresAuth } of operations) {
      const op = operation as unknown as { responses: Record<string, Json> } & Json;
      expect(
        parameters.some((p) => p.in === 'header' && p.name === 'X-Request-Id'),
        `${operationId} takes X-Request-Id`,
      ).to.equal(true);
      for (const [status, response] of Object.entries(op.responses)) {
        const header = (contract.resolve<Json>(response).headers as Record<string, { required?: boolean }> | undefined)?.['X-Request-Id'];
        expect(header?.required, `${operationId} ${status} sends X-Request-Id`).to.equal(true);
      }
      if (requiresAuth) expect(Object.keys(op.responses), operationId).to.include.members(['429', '500', '503']);
    }
  });

  it('types the error envelope status as an integer', () => {
    const errorObjects = Object.entries(document.components.schemas).filter(([name]) => name.endsWith('ErrorObject'));
    expect(errorObjects.length).to.be.above(8);
    for (const [name, schema] of errorObjects) {
      expect((schema.properties as Record<string, Json>).status, name).to.include({ type: 'integer' });
    }
  });

  /** A merge patch's object comes back merged: each field it sent, at any depth, with the value it sent. */
  function expectMerged(actual: unknown, sent: unknown, what: string): void {
    if (sent === null || typeof sent !== 'object' || Array.isArray(sent)) {
      expect(actual, what).to.deep.equal(sent);
      return;
    }
    for (const [field, value] of Object.entries(sent)) expectMerged((actual as Json | undefined)?.[field], value, `${what}.${field}`);
  }

  it('has examples that agree with their requests: every field a PATCH sends comes back with that value', () => {
    let compared = 0;
    for (const { operationId, operation, method } of operations) {
      const op = operation as unknown as { requestBody?: unknown; responses: Record<string, unknown> } & Json;
      if (method !== 'patch') continue;
      const requests = examplesOf(op.requestBody);
      for (const [status, response] of Object.entries(op.responses)) {
        if (!status.startsWith('2')) continue;
        for (const [title, example] of Object.entries(examplesOf(contract.resolve(response)))) {
          const sent = requests[title]?.value as Json | undefined;
          if (!sent) continue;
          const data = (example.value as { data: Json }).data;
          for (const [field, value] of Object.entries(sent)) {
            // A command rather than a field: marking a notification read comes back as its `read_at`.
            if (operationId === 'updateNotification' && field === 'read') {
              expect(data.read_at !== null, `${operationId} example "${title}": read`).to.equal(value);
              compared++;
              continue;
            }
            expectMerged(data[field], value, `${operationId} example "${title}": ${field}`);
            compared++;
          }
        }
      }
    }
    expect(compared, 'fields compared').to.be.above(4);
  });

  it('lists every event type in its webhooks section, with the envelope, the signature and the delivery headers', () => {
    const eventTypes = (document.components.schemas.EventType!.enum as string[]).concat('ping');
    expect(Object.keys(document.webhooks).sort()).to.deep.equal([...eventTypes].sort());
    for (const [eventType, { post }] of Object.entries(document.webhooks)) {
      const headers = (post.parameters as Array<{ name: string; in: string; required: boolean }>).filter((p) => p.in === 'header');
      expect(
        headers.filter((h) => h.required).map((h) => h.name),
        eventType,
      ).to.include.members(['Service-Signature', 'Service-Event-Id', 'Service-Event-Type', 'Service-Delivery-Attempt']);
      const ref = ((post.requestBody as Json).content as Record<string, { schema: { $ref: string } }>)['application/json']!.schema.$ref;
      const envelope = contract.resolve<Json>({ $ref: ref });
      expect(envelope.required, eventType).to.include.members(['id', 'type', 'created_at', 'data']);
      expect((envelope.properties as Record<string, Json>).type, eventType).to.deep.include({ enum: [eventType] });
      expect(Object.keys(post.responses as Json), eventType).to.include('2XX');
    }
  });

  it('discriminates every union of objects: a tag with one value per branch, or a branch the server picks among sealed shapes', () => {
    const objectBranches = (branches: Json[]) => branches.filter((b) => b.$ref !== undefined || b.type === 'object');
    let unions = 0;
    const visit = (schema: unknown, where: string): void => {
      if (Array.isArray(schema)) return schema.forEach((s, i) => visit(s, `${where}/${i}`));
      if (schema === null || typeof schema !== 'object') return;
      const node = schema as Json;
      for (const keyword of ['oneOf', 'anyOf'] as const) {
        const branches = node[keyword] as Json[] | undefined;
        if (!branches || objectBranches(branches).length < 2) continue;
        unions++;
        const resolved = branches.map((b) => contract.resolve<Json>(b));
        const discriminator = node.discriminator as { propertyName: string; mapping: Record<string, string> } | undefined;
        if (discriminator) {
          expect(keyword, where).to.equal('oneOf');
          // Each value of a branch's tag maps to that branch, and no value to two branches.
          const mapped: Record<string, string> = {};
          branches.forEach((branch, i) => {
            const b = resolved[i]!;
            expect(b.required, `${where}: every branch requires ${discriminator.propertyName}`).to.include(discriminator.propertyName);
            for (const tag of (b.properties as Record<string, Json>)[discriminator.propertyName]!.enum as string[]) {
              expect(mapped, `${where}: ${tag} tags one branch`).to.not.have.property(tag);
              mapped[tag] = branch.$ref as string;
            }
          });
          expect(discriminator.mapping, where).to.deep.equal(mapped);
        } else {
          expect(node['x-branch-chosen-by'], `${where} has no discriminator, so it must say what picks its branch`).to.be.a('string');
          const own = resolved.map((b) =>
            (b.required as string[]).filter((r) => resolved.every((o) => o === b || !(r in (o.properties as Json)))),
          );
          for (const [i, b] of resolved.entries()) {
            expect(b.unevaluatedProperties, `${where}/${i} is sealed`).to.deep.equal({ not: {} });
            expect(own[i], `${where}/${i} requires a field no other branch has`).to.have.length.above(0);
          }
        }
      }
      for (const [key, value] of Object.entries(node)) if (key !== 'examples' && key !== 'example') visit(value, `${where}/${key}`);
    };
    visit(document.components.schemas, '#/components/schemas');
    visit(document.paths, '#/paths');
    expect(unions, 'unions checked').to.be.above(4);
  });

  it("names each resource's id the same in every path: {<resource>_id}", () => {
    const singular = (collection: string) => collection.replace(/ies$/, 'y').replace(/s$/, '').replace(/-/g, '_');
    let checked = 0;
    for (const path of Object.keys(document.paths)) {
      const segments = path.split('/');
      segments.forEach((segment, i) => {
        const param = /^\{(.+)\}$/.exec(segment)?.[1];
        if (!param) return;
        expect(param, path).to.equal(`${singular(segments[i - 1]!)}_id`);
        checked++;
      });
    }
    expect(checked).to.be.above(20);
  });

  it('matches a concrete path before the templated one beside it, as OpenAPI says (the Prism front relies on it)', () => {
    const contract = loadContract();
    expect(contract.findOperation('POST', '/v1/notifications/mark-read')?.operationId).to.equal('markNotificationsRead');
    // The literal path has no PATCH, so PATCH there is outside the contract rather than an update
    // of a notification whose id is "mark-read" (which Prism assumed; the server answers 405).
    expect(contract.findOperation('PATCH', '/v1/notifications/mark-read')).to.equal(undefined);
    expect(contract.findOperation('PATCH', '/v1/notifications/ntf_0123')?.operationId).to.be.a('string');
  });
});
