/**
 * The table of the decisions' 400-vs-422 rule for createWorkspace, updateWorkspace and createApiKey:
 * each operation with the bad bodies it must refuse, and how one is sent.
 */
import { rawRequest, type RawResponse } from '../../support/client.ts';
import type { TestUser } from '../../support/fixtures.ts';
import type { TestServer } from '../../support/server.ts';
import { allOperations, concretePath, exampleBody, type ErrorBodyLike, type OperationInfo } from './operation-table.ts';

export interface BadInput {
  /** Reads as the end of "answers … to a body …". */
  name: string;
  /** A JSON value (sent as JSON) or, with `raw`, the exact bytes. */
  body?: unknown;
  raw?: string;
  contentType?: string;
  status: 400 | 422;
  /** The JSON Pointer `details` must name. */
  field?: string;
}

const long = (n: number) => 'x'.repeat(n);

/** Cases every operation with a JSON body shares: the body itself is malformed. */
function malformedBodies(valid: Record<string, unknown>): BadInput[] {
  const json = JSON.stringify(valid);
  return [
    { name: 'that is not JSON', raw: `${json.slice(0, -1)}`, status: 400 },
    { name: 'that is a JSON array of a valid body', raw: `[${json}]`, status: 400 },
    { name: 'that is JSON null', raw: 'null', status: 400 },
    { name: 'that is a JSON string', raw: JSON.stringify(json), status: 400 },
    { name: 'that is a JSON number', raw: '42', status: 400 },
    { name: 'that is empty', raw: '', status: 400 },
    { name: 'sent as text/plain', raw: json, contentType: 'text/plain', status: 400 },
    { name: 'sent as a form', raw: 'name=Form', contentType: 'application/x-www-form-urlencoded', status: 400 },
    { name: 'sent without a Content-Type', raw: json, contentType: '', status: 400 },
  ];
}

const nameCases = (required: boolean): BadInput[] => [
  ...(required ? [{ name: 'without the required name', body: {}, status: 400 as const, field: '/name' }] : []),
  { name: 'with an empty name', body: { name: '' }, status: 422, field: '/name' },
  { name: 'with a name of 256 characters', body: { name: long(256) }, status: 422, field: '/name' },
  { name: 'with a number as name', body: { name: 42 }, status: 422, field: '/name' },
  { name: 'with null as name', body: { name: null }, status: 422, field: '/name' },
  { name: 'with an array as name', body: { name: ['Acme'] }, status: 422, field: '/name' },
];

const workspaceFieldCases = (withName: Record<string, unknown>): BadInput[] => [
  { name: 'with a slug in capitals', body: { ...withName, slug: 'Acme-Design' }, status: 422, field: '/slug' },
  { name: 'with a slug with an underscore', body: { ...withName, slug: 'acme_design' }, status: 422, field: '/slug' },
  { name: 'with a slug with a space', body: { ...withName, slug: 'acme design' }, status: 422, field: '/slug' },
  { name: 'with an empty slug', body: { ...withName, slug: '' }, status: 422, field: '/slug' },
  { name: 'with a slug of 256 characters', body: { ...withName, slug: long(256) }, status: 422, field: '/slug' },
  { name: 'with a number as slug', body: { ...withName, slug: 7 }, status: 422, field: '/slug' },
  { name: 'with a time zone that does not exist', body: { ...withName, timezone: 'Mars/Olympus' }, status: 422, field: '/timezone' },
  { name: 'with a UTC offset as time zone', body: { ...withName, timezone: '+02:00' }, status: 422, field: '/timezone' },
  { name: 'with an empty time zone', body: { ...withName, timezone: '' }, status: 422, field: '/timezone' },
  { name: 'with a time zone of 65 characters', body: { ...withName, timezone: long(65) }, status: 422, field: '/timezone' },
  { name: 'with a number as time zone', body: { ...withName, timezone: 1 }, status: 422, field: '/timezone' },
  { name: 'with the read-only field plan', body: { ...withName, plan: 'enterprise' }, status: 422, field: '/plan' },
  { name: 'with the read-only field member_count', body: { ...withName, member_count: 99 }, status: 422, field: '/member_count' },
  { name: 'with the read-only field id', body: { ...withName, id: 'ws_00000000000000000000000000' }, status: 422, field: '/id' },
  { name: 'with a misspelt field', body: { ...withName, timzone: 'UTC' }, status: 422, field: '/timzone' },
];

const apiKeyFieldCases: BadInput[] = [
  { name: 'with only a scope (name missing)', body: { scope: 'read-only' }, status: 400, field: '/name' },
  { name: 'with the unknown scope owner', body: { name: 'CI', scope: 'owner' }, status: 422, field: '/scope' },
  { name: 'with the scope in capitals', body: { name: 'CI', scope: 'ADMIN' }, status: 422, field: '/scope' },
  { name: 'with null as scope', body: { name: 'CI', scope: null }, status: 422, field: '/scope' },
  { name: 'with a project id as workspace_id', body: { name: 'CI', workspace_id: 'proj_0000000000' }, status: 422, field: '/workspace_id' },
  { name: 'with an empty workspace_id', body: { name: 'CI', workspace_id: '' }, status: 422, field: '/workspace_id' },
  { name: 'with a number as workspace_id', body: { name: 'CI', workspace_id: 5 }, status: 422, field: '/workspace_id' },
  { name: 'with the response-only field key', body: { name: 'CI', key: `wsa_${long(43)}` }, status: 422, field: '/key' },
  { name: 'with the response-only field revoked_at', body: { name: 'CI', revoked_at: null }, status: 422, field: '/revoked_at' },
  { name: 'with a misspelt field', body: { name: 'CI', scpoe: 'admin' }, status: 422, field: '/scpoe' },
];

/** Each operation of the table with its cases. */
export function badInputTable(): Array<{ op: OperationInfo; cases: BadInput[] }> {
  const table: Array<{ op: OperationInfo; cases: BadInput[] }> = [];
  for (const op of allOperations) {
    if (op.operationId === 'createWorkspace') {
      table.push({ op, cases: [...nameCases(true), ...workspaceFieldCases({ name: 'Valid' }), ...malformedBodies(exampleBody(op)!)] });
    } else if (op.operationId === 'updateWorkspace') {
      table.push({ op, cases: [...nameCases(false), ...workspaceFieldCases({}), ...malformedBodies(exampleBody(op)!)] });
    } else if (op.operationId === 'createApiKey') {
      table.push({ op, cases: [...nameCases(true), ...apiKeyFieldCases, ...malformedBodies(exampleBody(op)!)] });
    }
  }
  return table;
}

/** Sends one bad body to the operation as the owner, the workspace in the path being theirs. */
export function sendBadInput(
  server: TestServer,
  owner: TestUser,
  workspaceId: string,
  op: OperationInfo,
  input: BadInput,
): Promise<RawResponse<ErrorBodyLike>> {
  const headers: Record<string, string> = {};
  if (input.contentType !== undefined) headers['Content-Type'] = input.contentType;
  else if (input.raw !== undefined) headers['Content-Type'] = 'application/json';
  return rawRequest<ErrorBodyLike>(server.url, {
    method: op.method,
    path: concretePath(op, (segment) => (segment === 'workspaces' ? workspaceId : '')),
    apiKey: owner.key,
    headers,
    ...(input.raw !== undefined ? (input.raw === '' ? {} : { body: input.raw }) : { body: input.body }),
  });
}
