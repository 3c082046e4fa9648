/**
 * Requests for every operation, derived by fast-check from generated/openapi.json itself: path ids
 * that name real resources, well-formed ones that name nothing, and junk; query values valid and
 * invalid; an Idempotency-Key valid, malformed or absent; bodies valid to the schema, broken in one
 * place, or not JSON objects at all. Shared by the contract fuzz and the system test of what a
 * refused request writes.
 *
 * `npm test` runs a fixed seed and FUZZ_RUNS (default 6) cases per operation; `npm run test:soak`
 * runs more, with a random seed it prints, bounded by FUZZ_SECONDS per operation.
 */
import fc from 'fast-check';
import { rawRequest } from '../../support/client.ts';
import { loadContract } from '../../support/openapi.ts';
import type { TestServer } from '../../support/server.ts';
import { pathParamsWithSegments, placeholderId, type OperationInfo } from '../../cross-cutting/support/operation-table.ts';
import { brokenObject, resolverFor, validValue, type Schema } from './schema-arbitrary.ts';

export const runs = Number(process.env.FUZZ_RUNS ?? 6);
export const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RANDOM_SEED ? Date.now() % 2 ** 31 : 20261125;
export const secondsPerOperation = Number(process.env.FUZZ_SECONDS ?? 60);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

export interface FuzzRequest {
  ids: Record<string, string>;
  query: Record<string, unknown>;
  idempotencyKey: string | undefined;
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };
}

const document = loadContract().document as unknown as {
  components?: { schemas?: Record<string, Schema> };
  paths: Record<
    string,
    Record<string, { parameters?: Array<Parameter | { $ref: string }>; requestBody?: { content?: Record<string, { schema?: Schema }> } }>
  >;
} & {
  components?: { parameters?: Record<string, Parameter> };
};
const resolve = resolverFor(document);

function parametersOf(op: OperationInfo): Parameter[] {
  const operation = document.paths[op.path]![op.method]!;
  return (operation.parameters ?? []).map((p) =>
    '$ref' in p ? document.components!.parameters![p.$ref.replace('#/components/parameters/', '')]! : p,
  );
}

function bodySchemaOf(op: OperationInfo): Schema | undefined {
  const operation = document.paths[op.path]![op.method]!;
  return operation.requestBody?.content?.['application/json']?.schema;
}

/** Requests for one operation, from its parameters and body schema. */
export function requestsFor(op: OperationInfo, realIds: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  const parameters = parametersOf(op);
  const ids: Record<string, fc.Arbitrary<string>> = {};
  for (const { param, segment } of pathParamsWithSegments(op)) {
    const real = realIds[segment];
    ids[param] = fc.oneof(
      { weight: 4, arbitrary: fc.constant(real ?? placeholderId(segment)) },
      { weight: 1, arbitrary: fc.constant(placeholderId(segment)) },
      { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) },
    );
  }
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of parameters.filter((p) => p.in === 'query')) {
    query[p.name] = fc.oneof(
      { weight: 3, arbitrary: validValue(p.schema ?? { type: 'string' }, resolve) },
      { weight: 1, arbitrary: fc.constantFrom('abc', '-1', '0', '1e9', '', '999999999999', 'true') },
    );
  }
  const keyed = parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
  const idempotencyKey = keyed
    ? fc.oneof(fc.constant(undefined), fc.uuid(), fc.constantFrom('', 'two words', 'k'.repeat(256), 'fuzz-key-1'))
    : fc.constant(undefined);
  const schema = bodySchemaOf(op);
  const body: fc.Arbitrary<FuzzRequest['body']> = schema
    ? fc.oneof(
        { weight: 3, arbitrary: validValue(schema, resolve).map((value) => ({ kind: 'json' as const, value })) },
        { weight: 3, arbitrary: brokenObject(schema, resolve).map((value) => ({ kind: 'json' as const, value })) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom('[]', '"text"', '42', 'null', '{"a":', '{}', '{"__proto__":{"x":1}}')
            .map((text) => ({ kind: 'raw' as const, text })),
        },
      )
    : fc.constant({ kind: 'none' as const });
  return fc.record({ ids: fc.record(ids), query: fc.record(query, { requiredKeys: [] }), idempotencyKey, body });
}

export function send(server: TestServer, op: OperationInfo, apiKey: string, request: FuzzRequest) {
  let path = op.path;
  for (const [param, value] of Object.entries(request.ids)) path = path.replace(`{${param}}`, encodeURIComponent(value));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) search.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  const query = search.toString();
  const headers: Record<string, string> = {};
  if (request.idempotencyKey !== undefined) headers['Idempotency-Key'] = request.idempotencyKey;
  const body = request.body.kind === 'json' ? request.body.value : request.body.kind === 'raw' ? request.body.text : undefined;
  if (request.body.kind === 'raw') headers['Content-Type'] = 'application/json';
  return rawRequest<{ error?: { message: string } }>(server.url, {
    method: op.method,
    path: query ? `${path}?${query}` : path,
    apiKey,
    headers,
    ...(body === undefined ? {} : { body }),
  });
}
