/**
 * generated/handlers.ts: the typings that tie Koa handlers to the contract. The request and result
 * types are computed from openapi-typescript's `operations` by a few generic helpers (written once,
 * below); the generator adds one `Handlers` method per operation, documented from the spec.
 *
 * The point: a handler's result is the union, over the operation's documented statuses, of
 * `{ status: <literal>; body: <that status's JSON body> }`, so an undocumented status or a body of
 * the wrong shape does not compile.
 */
import { blockCommentHeader, jsDoc, propertyKey, stringLiteral } from './code-text.ts';
import type { GeneratedFile } from './code-text.ts';
import { openApiTypesImport } from './emit-openapi-types.ts';
import type { OperationModel } from './openapi-document.ts';

const HANDLERS_PATH = 'generated/handlers.ts';

export function emitHandlers(operations: OperationModel[]): GeneratedFile[] {
  for (const op of operations) warnAboutUntypedResponses(op);
  const content = [
    blockCommentHeader(["Handler typings: what each operation's handler receives and may return."]),
    HELPERS,
    '/**',
    " * Every operation's handler. A full `Handlers<Ctx>` object must implement all of them, so a missing",
    ' * operation is a compile error; a resource module can implement `Pick<Handlers<Ctx>, OperationIdOfTag<...>>`.',
    ' */',
    'export interface Handlers<Ctx> {',
    operations.map(handlerMethod).join('\n\n'),
    '}',
    '',
  ].join('\n');
  return [{ path: HANDLERS_PATH, content }];
}

function handlerMethod(op: OperationModel): string {
  const id = stringLiteral(op.operationId);
  const statuses = op.responses.map((r) => r.status).join(', ');
  const doc = jsDoc([op.summary, op.description, `\`${op.method.toUpperCase()} ${op.path}\` → ${statuses}`], '  ');
  return `${doc}  ${propertyKey(op.operationId)}(req: OperationRequest<${id}>, ctx: Ctx): Promise<OperationResult<${id}>>;`;
}

/** Responses the typings cannot express; say so at generation time rather than let them vanish. */
function warnAboutUntypedResponses(op: OperationModel): void {
  if (op.nonNumericStatuses.length > 0) {
    console.warn(`generate: ${op.operationId} documents ${op.nonNumericStatuses.join(', ')}; handler results cover numeric statuses only`);
  }
  for (const response of op.responses) {
    const others = response.mediaTypes.filter((type) => type !== 'application/json');
    if (others.length > 0) {
      console.warn(`generate: ${op.operationId} ${response.status} has ${others.join(', ')}; handler results type JSON bodies only`);
    }
  }
}

const HELPERS = `import type { operations } from ${stringLiteral(openApiTypesImport(HANDLERS_PATH))};
import type { OperationId, OperationIdOfTag } from "./operations.ts";

export type { OperationId, OperationIdOfTag };

type Op<O extends OperationId> = operations[O];
type Responses<O extends OperationId> = Op<O>["responses"];

/** openapi-typescript writes \`never\` where an operation has no such parameters; read that as an empty object. */
type OrNone<T> = [T] extends [never] ? Record<string, never> : T;

/** The \`application/json\` payload of a request body or response object, \`undefined\` when it has none. */
type JsonContent<T> = T extends { content: { "application/json": infer Body } } ? Body : undefined;

/** Path parameters, as validated (strings coerced to the declared types). */
export type OperationPath<O extends OperationId> = OrNone<NonNullable<Op<O>["parameters"]["path"]>>;

/** Query parameters, as validated: coerced, defaults filled in (still typed optional where declared so). */
export type OperationQuery<O extends OperationId> = OrNone<NonNullable<Op<O>["parameters"]["query"]>>;

/** The JSON request body; \`| undefined\` when the body is optional, \`undefined\` when there is none. */
export type OperationBody<O extends OperationId> =
  Op<O> extends { requestBody: infer Body }
    ? JsonContent<Body>
    : Op<O> extends { requestBody?: infer Body }
      ? JsonContent<NonNullable<Body>> | undefined
      : undefined;

/** What a handler receives: the validated path, query and body. */
export interface OperationRequest<O extends OperationId> {
  path: OperationPath<O>;
  query: OperationQuery<O>;
  body: OperationBody<O>;
}

/** The documented numeric statuses of an operation, as a union of literals. */
export type OperationStatus<O extends OperationId> = Extract<keyof Responses<O>, number>;

/** The JSON body of one documented status (\`undefined\` for 204 and other bodiless responses). */
export type ResponseBody<O extends OperationId, S extends OperationStatus<O>> = JsonContent<Responses<O>[S]>;

/** One documented response; \`body\` may be left out where the status has no content. */
export type StatusResult<O extends OperationId, S extends OperationStatus<O>> = [ResponseBody<O, S>] extends [undefined]
  ? { status: S; body?: undefined; headers?: Record<string, string> }
  : { status: S; body: ResponseBody<O, S>; headers?: Record<string, string> };

/** What a handler may return: the union over every documented status. */
export type OperationResult<O extends OperationId> = {
  [S in OperationStatus<O>]: StatusResult<O, S>;
}[OperationStatus<O>];

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206 | 207 | 208 | 226;

/** The body of the operation's 2xx response(s). */
export type SuccessBody<O extends OperationId> = Extract<OperationResult<O>, { status: SuccessStatus }>["body"];

/** A handler of one operation. */
export type Handler<O extends OperationId, Ctx> = (req: OperationRequest<O>, ctx: Ctx) => Promise<OperationResult<O>>;

/** A request as a router holds it before it knows the operation. */
export interface AnyOperationRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** A result as a router sends it. */
export interface AnyOperationResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Any operation's handler with its types erased: what a router keeps in one table once the
 * \`Handlers\` map has checked each handler against its own operation. Declared through a method so that every
 * \`Handler<O, Ctx>\` is assignable to it without a cast (method parameters are bivariant).
 */
export type AnyHandler<Ctx> = {
  handle(req: AnyOperationRequest, ctx: Ctx): Promise<AnyOperationResult>;
}["handle"];
`;
