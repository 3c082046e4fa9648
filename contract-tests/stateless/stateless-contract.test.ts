/**
 * The stateless part of the contract (issue 12, point 6): requests whose answer needs no data set up
 * first, sent alike to the real server and to `npm run mock`, each answer checked against the
 * document. Both must give the same status: 401 without a key, 400 for malformed JSON, a missing
 * field or a mistyped query value, 422 for an unknown field or an out-of-range value, 404 for an id
 * that names nothing (the mock is told so with `Prefer: code=404`, which the server ignores), and the
 * success of the operations that need no data. The mock then answers every other documented status
 * of every operation on request (`Prefer: code=…`), each answer valid against the document; every
 * 429 among them has headers agreeing with its message and the limit the server gives a free key.
 * With no `CORS_ORIGINS` on either, a CORS preflight gets the same answer from both.
 */
import { expect } from 'chai';
import { startMock } from '../../scripts/mock.ts';
import {
  allOperations,
  callOperation,
  concretePath,
  exampleBody,
  routeOf,
  type OperationInfo,
} from '../cross-cutting/support/operation-table.ts';
import { expectSamePreflights } from '../mock/support/preflight.ts';
import { expectAgreeing, readRateLimitAnswer } from '../mock/support/rate-limit-answer.ts';
import { createUser } from '../support/fixtures.ts';
import { loadContract } from '../support/openapi.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const contract = loadContract();
const documented = (op: OperationInfo): number[] =>
  Object.keys((contract.getOperation(op.operationId).operation as { responses: Record<string, unknown> }).responses).map(Number);

interface Case {
  what: string;
  status: number;
  path?: string;
  body?: unknown;
  headers?: Record<string, string>;
  anonymous?: boolean;
}

/** Operations whose success needs nothing but a key (or nothing at all). */
const needsNoData = new Set(['getHealth', 'getReadiness', 'getCurrentUser', 'listWorkspaces', 'createWorkspace', 'listApiKeys']);

function requiredFields(op: OperationInfo): string[] {
  const body = (contract.getOperation(op.operationId).operation as { requestBody?: { content?: Record<string, { schema?: unknown }> } })
    .requestBody?.content?.['application/json']?.schema;
  const schema = body ? contract.resolve<{ required?: string[]; oneOf?: unknown[] }>(body) : undefined;
  return schema?.oneOf ? ['type'] : (schema?.required ?? []);
}

/** The stateless cases of one operation, as both targets must answer them. */
function casesOf(op: OperationInfo): Case[] {
  const statuses = documented(op);
  const cases: Case[] = [];
  if (op.authenticated) cases.push({ what: 'no API key', status: 401, anonymous: true });
  if (op.hasBody) {
    cases.push({ what: 'malformed JSON', status: 400, body: '{"name":', headers: { 'Content-Type': 'application/json' } });
    cases.push({ what: 'an unknown field', status: 422, body: { ...exampleBody(op), zz_unknown: 1 } });
    const required = requiredFields(op);
    if (required.length > 0) {
      const body = exampleBody(op)!;
      delete body[required[0]!];
      cases.push({ what: `no ${required[0]}`, status: 400, body });
    }
  }
  if (op.queryParams.some((q) => q.name === 'per_page')) {
    cases.push({ what: 'per_page=1000', status: 422, path: `${concretePath(op)}?per_page=1000` });
    cases.push({ what: 'page=abc', status: 400, path: `${concretePath(op)}?page=abc` });
  }
  if (op.path.includes('{') && statuses.includes(404)) {
    cases.push({ what: 'an id that names nothing', status: 404, headers: { Prefer: 'code=404' } });
  }
  if (needsNoData.has(op.operationId)) cases.push({ what: 'a valid request', status: op.successStatus });
  return cases;
}

describe('the stateless contract, against the server and against npm run mock', function () {
  this.timeout(120_000);
  let server: TestServer;
  let mock: Awaited<ReturnType<typeof startMock>>;
  let serverKey: string;
  const mockKey = `wsa_${'m'.repeat(43)}`;

  before(async () => {
    // allSettled, so that when one fails to start the other is still kept for after() to close:
    // a server left open keeps the test process from ever exiting.
    const [serverStart, mockStart] = await Promise.allSettled([startTestServer({ RUN_WORKER: 'false' }), startMock({ port: 0 })]);
    if (serverStart.status === 'fulfilled') server = serverStart.value;
    if (mockStart.status === 'fulfilled') mock = mockStart.value;
    for (const start of [serverStart, mockStart]) if (start.status === 'rejected') throw start.reason;
    serverKey = (await createUser(server)).key;
  });
  after(async () => {
    await mock?.close();
    await server?.close();
  });

  for (const op of allOperations) {
    it(`${routeOf(op)} (${op.operationId}): the same status from both, each answer as documented`, async () => {
      const cases = casesOf(op);
      expect(cases.length, 'cases').to.be.above(0);
      for (const c of cases) {
        const send = (base: string, key: string, coverage: boolean) =>
          callOperation(base, op, {
            ...(c.anonymous || !op.authenticated ? {} : { apiKey: key }),
            ...(c.path ? { path: c.path } : {}),
            ...('body' in c ? { body: c.body } : {}),
            ...(c.headers ? { headers: c.headers } : {}),
            coverage,
          });
        const fromServer = await send(server.url, serverKey, true);
        const fromMock = await send(mock.url, mockKey, false);
        expect(fromServer.status, `server, ${c.what}: ${fromServer.text.slice(0, 300)}`).to.equal(c.status);
        expect(fromMock.status, `mock, ${c.what}: ${fromMock.text.slice(0, 300)}`).to.equal(c.status);
        if (c.status >= 400) {
          const [a, b] = [fromServer.body.error, fromMock.body.error];
          expect(b.code, `${c.what}: the same error code`).to.equal(a.code);
        }
      }
    });
  }

  it('the mock answers every documented status of every operation on request, as the document says', async () => {
    let answered = 0;
    for (const op of allOperations) {
      for (const status of documented(op)) {
        const res = await callOperation(mock.url, op, {
          ...(op.authenticated ? { apiKey: mockKey } : {}),
          headers: { Prefer: `code=${status}` },
          coverage: false,
        });
        expect(res.status, `${op.operationId} Prefer: code=${status}: ${res.text.slice(0, 200)}`).to.equal(status);
        expect(res.contract?.documentedStatus, op.operationId).to.equal(String(status));
        answered++;
      }
    }
    expect(answered).to.be.above(300);
  });

  it('every 429 of the mock agrees with its message and names the limit the server gives a free key', async () => {
    const own = await fetch(`${server.url}/v1/users/me`, { headers: { Authorization: `Bearer ${serverKey}` } });
    await own.arrayBuffer();
    const freeLimit = Number(own.headers.get('ratelimit-limit'));
    expect(freeLimit, "the server's RateLimit-Limit for a free key").to.be.above(0);
    const limited = allOperations.filter((op) => documented(op).includes(429));
    expect(limited.length).to.be.above(50);
    for (const op of limited) {
      const res = await callOperation(mock.url, op, { apiKey: mockKey, headers: { Prefer: 'code=429' }, coverage: false });
      const answer = readRateLimitAnswer(op.operationId, res);
      expectAgreeing(op.operationId, answer);
      expect(answer.headers.limit, `${op.operationId}: the limit of a free key`).to.equal(freeLimit);
    }
  });

  it('answers a CORS preflight as the server does when neither has CORS_ORIGINS (200, Allow, no CORS header)', async () => {
    await expectSamePreflights({ server: server.url, mock: mock.url }, 'https://app.example.test', 200);
  });
});
