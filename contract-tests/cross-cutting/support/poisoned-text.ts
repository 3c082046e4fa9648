/**
 * Text PostgreSQL cannot store, put anywhere in an operation's valid body: the places a string can
 * be poisoned (string values, and the keys of free-form records), the poisons, and the body the
 * contract's example gives with a workspace's real ids.
 */
import { rawRequest, type RawResponse } from '../../support/client.ts';
import type { TestServer } from '../../support/server.ts';
import { concretePath, exampleBody, placeholderId, type ErrorBodyLike, type OperationInfo } from './operation-table.ts';
import type { WorkspaceResources } from './workspace-resources.ts';

export type Place = ReturnType<typeof places>[number];

export const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every place a string can be poisoned: string values, and the keys of free-form records. */
export function places(value: unknown, at = ''): Array<{ pointer: string; kind: 'value' | 'key'; path: string[] }> {
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

export function poisoned(
  body: Record<string, unknown>,
  place: { kind: 'value' | 'key'; path: string[] },
  poison: string,
  position: number,
) {
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

export const poisons = ['\ud800', '\udfff', '\u0000', '\udc00\ud800', 'a\u0000\ud83d'];

/** The contract's example body of the operation, with the resources' real ids. */
export function poisonableBody(op: OperationInfo, resources: WorkspaceResources): Record<string, unknown> {
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

/**
 * Sends the operation's valid body with `poison` put into one place, as the owner: the answer, and the
 * JSON Pointer the refusal must name (a lone surrogate in it shown as U+FFFD).
 */
export async function sendPoisoned(
  server: TestServer,
  resources: WorkspaceResources,
  op: OperationInfo,
  poison: { spot: Place; text: string; position: number },
): Promise<{ response: RawResponse<ErrorBodyLike>; shown: string }> {
  const { body, key } = poisoned(poisonableBody(op, resources), poison.spot, poison.text, poison.position);
  // JSON.stringify writes a lone surrogate as its \uXXXX escape: the bytes on the wire carry it.
  const response = await rawRequest<ErrorBodyLike>(server.url, {
    method: op.method,
    path: concretePath(op, (segment) => resources.ids[segment] ?? placeholderId(segment)),
    apiKey: resources.owner.key,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const { spot } = poison;
  const pointer = spot.kind === 'key' ? `${spot.pointer.slice(0, spot.pointer.lastIndexOf('/'))}/${escape(key)}` : spot.pointer;
  const shown = pointer.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  return { response, shown };
}
