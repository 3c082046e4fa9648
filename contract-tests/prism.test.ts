/**
 * The document mocked by Prism: proves the document is one a mock server (and so a client author)
 * can use. For one GET operation of each tag, Prism's answer must validate against the document,
 * and a call without a key must get the documented 401. The operations are derived from the
 * document, so new resources are covered without editing this file.
 *
 * Prism runs as a child process (scripts/prism-process.ts). Responses from the mock are checked but
 * not recorded for coverage: coverage measures the real server's tests.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { AuthenticationError, paginate, unwrap } from '../sdk/src/index.ts';
import { createTestClient, rawRequest } from './support/client.ts';
import { startPrism, type RunningPrism } from '../scripts/prism-process.ts';
import { loadContract } from './support/openapi.ts';
import type { ContractDocument, OperationInfo, ParameterObject, ResponseObject } from './support/openapi.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The document Prism serves; `CONTRACT_OPENAPI_YAML` overrides it (with `CONTRACT_OPENAPI_JSON` for the checks). */
const PRISM_DOCUMENT = process.env['CONTRACT_OPENAPI_YAML'] ?? join(ROOT, 'generated/openapi.yaml');
const API_KEY = 'wsa_prism_mock_key';

const contract = loadContract();
const samples = sampleGetOperations(contract);

describe('the OpenAPI document, mocked by Prism', function () {
  // Prism's start is bounded at 20 s (prism-process.ts).
  this.timeout(30_000);
  let prism: RunningPrism | undefined;
  let baseUrl = '';

  before(async function () {
    prism = await startPrism(['mock', PRISM_DOCUMENT]);
    baseUrl = prism.url;
  });

  after(async function () {
    await prism?.stop();
  });

  it('samples one GET operation of every tag that has one, and every operation is tagged', function () {
    const untagged = contract
      .operations()
      .filter((op) => op.tags.length === 0)
      .map((op) => op.operationId);
    expect(untagged, 'operations without a tag').to.deep.equal([]);
    expect(samples.length, 'tags with a GET operation').to.be.greaterThan(0);
  });

  it('has an example for every documented response (what Prism serves), each matching its schema', function () {
    const problems: string[] = [];
    let checked = 0;
    for (const operation of contract.operations()) {
      const path = operation.pathTemplate.replace(/\{[^}]+\}/g, 'x_1');
      for (const key of operation.statuses.filter((status) => /^\d{3}$/.test(status))) {
        const response = contract.resolve<ResponseObject>(operation.operation.responses?.[key]);
        for (const [contentType, media] of Object.entries(response?.content ?? {})) {
          const examples = (media as { examples?: Record<string, { value?: unknown }> }).examples ?? {};
          // Every documented response needs one: without it Prism serves a placeholder.
          if (Object.keys(examples).length === 0) problems.push(`${operation.operationId} ${key} ${contentType} has no example`);
          for (const [name, example] of Object.entries(examples)) {
            checked += 1;
            try {
              contract.assertResponseMatchesContract({
                method: operation.method,
                path,
                pathTemplate: operation.pathTemplate,
                status: Number(key),
                contentType,
                body: example.value,
              });
            } catch (error) {
              problems.push(`${operation.operationId} ${key} example "${name}": ${(error as Error).message}`);
            }
          }
        }
      }
    }
    expect(problems, problems.join('\n\n')).to.deep.equal([]);
    expect(checked, 'response examples in the document').to.be.greaterThan(0);
  });

  for (const { tag, operation } of samples) {
    const label = `${operation.operationId} (GET ${operation.pathTemplate})`;

    it(`answers ${label} for tag ${tag} with a body the document allows`, async function () {
      const response = await rawRequest(baseUrl, {
        method: 'GET',
        path: concretePath(contract, operation),
        apiKey: operation.requiresAuth ? API_KEY : undefined,
        coverage: false,
      });
      expect(response.headers.get('sl-violations'), 'Prism found the request itself invalid').to.equal(null);
      expect(response.status, response.text).to.be.within(200, 299);
      expect(response.contract?.operation?.operationId).to.equal(operation.operationId);
    });

    if (operation.requiresAuth) {
      it(`refuses ${label} without an API key (401, documented error body)`, async function () {
        const response = await rawRequest(baseUrl, {
          method: 'GET',
          path: concretePath(contract, operation),
          coverage: false,
        });
        expect(response.status, response.text).to.equal(401);
        expect(response.contract?.documentedStatus).to.equal('401');
      });
    }
  }

  it('serves the SDK: paginate walks a list and unwrap throws AuthenticationError without a key', async function () {
    const api = createTestClient({ baseUrl, apiKey: API_KEY, coverage: false });
    const items = [];
    for await (const workspace of paginate(api, '/v1/workspaces')) items.push(workspace);
    expect(items.length).to.be.greaterThan(0);
    expect(items[0]?.id).to.match(/^ws_/);

    const anonymous = createTestClient({ baseUrl, coverage: false });
    const failure = await unwrap(anonymous.GET('/v1/workspaces')).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).to.be.instanceOf(AuthenticationError);
    expect((failure as AuthenticationError).code).to.equal('unauthorized');
  });
});

// ---------------------------------------------------------------------------------------------

interface Sample {
  tag: string;
  operation: OperationInfo;
}

/** For each tag, the first GET operation that documents a 2xx response. */
function sampleGetOperations(document: ContractDocument): Sample[] {
  const byTag = new Map<string, OperationInfo>();
  for (const operation of document.operations()) {
    if (operation.method !== 'get' || !operation.statuses.some((s) => /^2\d\d$/.test(s))) continue;
    for (const tag of operation.tags) if (!byTag.has(tag)) byTag.set(tag, operation);
  }
  return [...byTag].map(([tag, operation]) => ({ tag, operation }));
}

/** The operation's path with every path parameter (and required query parameter) filled from the document's examples. */
function concretePath(document: ContractDocument, operation: OperationInfo): string {
  const path = operation.pathTemplate.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(parameter ? exampleValue(document, parameter) : `${name}_1`));
  });
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && parameter.required) query.set(parameter.name, String(exampleValue(document, parameter)));
  }
  return query.size ? `${path}?${query.toString()}` : path;
}

function exampleValue(document: ContractDocument, parameter: ParameterObject): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const firstExample = Object.values(parameter.examples ?? {})[0]?.value;
  if (firstExample !== undefined) return firstExample;
  let schema: Record<string, unknown> | undefined = parameter.schema;
  for (let depth = 0; schema && depth < 10; depth += 1) {
    const examples = schema['examples'];
    if (Array.isArray(examples) && examples.length) return examples[0];
    if (schema['example'] !== undefined) return schema['example'];
    if (schema['default'] !== undefined) return schema['default'];
    const values = schema['enum'];
    if (Array.isArray(values) && values.length) return values[0];
    const pattern = schema['pattern'];
    if (typeof pattern === 'string') {
      const prefix = /^\^([a-z]+_)/.exec(pattern)?.[1];
      if (prefix) return `${prefix}01prismsample`;
    }
    if (schema['type'] === 'integer' || schema['type'] === 'number') return schema['minimum'] ?? 1;
    const next = typeof schema['$ref'] === 'string' ? schema : (schema['allOf'] as unknown[] | undefined)?.[0];
    schema = next ? document.resolve(next as Record<string, unknown>) : undefined;
  }
  return `${parameter.name}_1`;
}
