/**
 * Text PostgreSQL cannot store (U+0000, half of a UTF-16 surrogate pair) is refused with 422 naming
 * the field, at any depth of any body, and nothing is written. A property test over every operation
 * that takes a JSON body: fast-check picks a string (or an object key) anywhere in the contract's own
 * valid example body, a poison and a place in the text. Before, a lone surrogate nested in an action
 * config passed validation, PostgreSQL refused it in jsonb, and the API answered 500.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { rawRequest } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  allOperations,
  concretePath,
  exampleBody,
  placeholderId,
  rowCounts,
  routeOf,
  type ErrorBodyLike,
  type OperationInfo,
} from './support/operation-table.ts';
import { buildWorkspaceResources, type WorkspaceResources } from './support/workspace-resources.ts';
import { settled } from '../automations/support/e2e.ts';

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every place a string can be poisoned: string values, and the keys of free-form records. */
function places(value: unknown, at = ''): Array<{ pointer: string; kind: 'value' | 'key'; path: string[] }> {
  const found: Array<{ pointer: string; kind: 'value' | 'key'; path: string[] }> = [];
  const walk = (item: unknown, pointer: string, path: string[]) => {
    if (typeof item === 'string') found.push({ pointer, kind: 'value', path });
    else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        // Free-form keys only (a record such as call_webhook headers): a changed known key is a missing field.
        if (path[path.length - 1] === 'headers' && !Array.isArray(item))
          found.push({ pointer: `${pointer}/${escape(key)}`, kind: 'key', path: [...path, key] });
        walk(child, `${pointer}/${escape(key)}`, [...path, key]);
      }
    }
  };
  walk(value, at, []);
  return found;
}

function poisoned(body: Record<string, unknown>, place: { kind: 'value' | 'key'; path: string[] }, poison: string, position: number) {
  const copy = structuredClone(body);
  const parent = place.path.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
  const last = place.path[place.path.length - 1]!;
  const text = place.kind === 'value' ? (parent[last] as string) : last;
  const at = position % (text.length + 1);
  const changed = `${text.slice(0, at)}${poison}${text.slice(at)}`;
  if (place.kind === 'value') parent[last] = changed;
  else {
    // Keep the key's position among its siblings: rebuild the object.
    const entries = Object.entries(parent).map(([k, v]) => [k === last ? changed : k, v] as const);
    for (const key of Object.keys(parent)) delete parent[key];
    for (const [k, v] of entries) parent[k] = v;
  }
  return { body: copy, key: changed };
}

const poisons = ['\ud800', '\udfff', '\u0000', '\udc00\ud800', 'a\u0000\ud83d'];

describe('text PostgreSQL cannot store is refused with 422 naming the field, at any depth (property test)', () => {
  let server: TestServer;
  let resources: WorkspaceResources;

  before(async () => {
    server = await startTestServer();
    resources = await buildWorkspaceResources(server, 'Unstorable');
    // The resources' events start runs and deliveries in the background; each property counts rows
    // before and after its request, so those must have happened first.
    await settled(server, resources.workspaceId);
  });
  after(async () => {
    await server?.close();
  });

  function validBody(op: OperationInfo): Record<string, unknown> {
    const json = JSON.stringify(exampleBody(op)!)
      .replace(/"ws_[A-Za-z0-9]+"/g, JSON.stringify(resources.ids.workspaces))
      .replace(/"proj_[A-Za-z0-9]+"/g, JSON.stringify(resources.ids.projects))
      .replace(/"mem_[A-Za-z0-9]+"/g, JSON.stringify(resources.ids.members))
      .replace(/"task_[A-Za-z0-9]+"/g, JSON.stringify(resources.ids.tasks));
    const body = JSON.parse(json) as Record<string, unknown>;
    // Automation bodies also get a call_webhook action, so a record's keys and deep values are in play.
    if (Array.isArray(body.actions)) {
      body.actions.push({
        type: 'call_webhook',
        config: { url: 'https://hooks.example.test/in', headers: { 'X-Token': 'abc', 'X-Team': '{{project.name}}' }, body: '{"a":"b"}' },
      });
    }
    return body;
  }

  for (const op of allOperations.filter((o) => o.hasBody)) {
    it(`${routeOf(op)} (${op.operationId}): every poisoned string or key gets 422 naming it, and nothing is written`, async () => {
      const valid = validBody(op);
      const spots = places(valid);
      if (spots.length === 0) return;
      const path = concretePath(op, (segment) => resources.ids[segment] ?? placeholderId(segment));
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...spots),
          fc.constantFrom(...poisons),
          fc.nat({ max: 10_000 }),
          async (spot, poison, position) => {
            const before = await rowCounts(server.knex);
            const { body, key } = poisoned(valid, spot, poison, position);
            // JSON.stringify writes a lone surrogate as its \uXXXX escape: the bytes on the wire carry it.
            const raw = JSON.stringify(body);
            const response = await rawRequest<ErrorBodyLike>(server.url, {
              method: op.method,
              path,
              apiKey: resources.owner.key,
              headers: { 'Content-Type': 'application/json' },
              body: raw,
            });
            expect(response.status, response.text.slice(0, 300)).to.equal(422);
            const pointer = spot.kind === 'key' ? `${spot.pointer.slice(0, spot.pointer.lastIndexOf('/'))}/${escape(key)}` : spot.pointer;
            const shown = pointer.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
            expect(response.body.error.details!.map((d) => d.field)).to.include(shown);
            expect(await rowCounts(server.knex)).to.deep.equal(before);
          },
        ),
        { numRuns: 12, seed: 20261125 },
      );
    });
  }
});
