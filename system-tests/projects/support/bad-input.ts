/**
 * The bad-input table tests of the project and task operations: one refused request, sent raw (the
 * typed client cannot send these bodies), must get its status and error code, name the field in
 * `details` and in the message, and write nothing at all.
 */
import { expect } from 'chai';
import { rawRequest } from '../../../contract-tests/support/client.ts';
import type { TestUser } from '../../../contract-tests/support/fixtures.ts';
import type { TestServer } from '../../../contract-tests/support/server.ts';
import type { ErrorEnvelope } from '../../../contract-tests/projects/support/projects.ts';
import { expectNothingWritten } from './stored.ts';

/** One bad request: the body (an object is sent as JSON, a string as is), what it gets, and the field named. */
export interface BadInput {
  label: string;
  body: unknown;
  headers?: Record<string, string>;
  status: 400 | 422;
  field?: string;
}

/** Bodies that are not a JSON object: 400 for every operation that takes a body. */
export const notAnObject: BadInput[] = [
  { label: 'malformed JSON', body: '{"name": "x",', headers: { 'Content-Type': 'application/json' }, status: 400 },
  { label: 'a JSON array', body: [{ name: 'x' }], status: 400 },
  { label: 'a JSON string', body: '"x"', headers: { 'Content-Type': 'application/json' }, status: 400 },
  { label: 'JSON null', body: 'null', headers: { 'Content-Type': 'application/json' }, status: 400 },
  { label: 'a text/plain body', body: 'name=x', headers: { 'Content-Type': 'text/plain' }, status: 400 },
  { label: 'no body at all', body: undefined, status: 400 },
];

/** Sends the bad request and asserts its refusal, and that nothing was written. */
export async function expectRefused(server: TestServer, user: TestUser, method: string, path: string, input: BadInput): Promise<void> {
  await expectNothingWritten(server, async () => {
    const res = await rawRequest<ErrorEnvelope>(server.url, { method, path, apiKey: user.key, body: input.body, headers: input.headers });
    expect(res.status, input.label).to.equal(input.status);
    expect(res.body.error.code, input.label).to.equal(input.status === 400 ? 'bad_request' : 'unprocessable_entity');
    if (input.field) {
      expect(res.body.error.details?.length ?? 0, input.label).to.be.greaterThan(0);
      expect(
        res.body.error.details!.map((d) => d.field),
        input.label,
      ).to.deep.equal(res.body.error.details!.map(() => input.field));
      expect(res.body.error.message, input.label).to.contain(input.field.slice(1));
    }
  });
}

/** One 422 case per `[field, value]`: `base` with that field set to the invalid value. */
export function invalidValues(base: Record<string, unknown>, values: Array<[string, unknown]>): BadInput[] {
  return values.map(([field, value]) => ({
    label: `${field} = ${String(JSON.stringify(value)).slice(0, 20)}`,
    body: { ...base, [field]: value },
    status: 422,
    field: `/${field}`,
  }));
}
