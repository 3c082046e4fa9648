/**
 * Compile-only test of generated/handlers.ts: `tsc --noEmit -p tsconfig.json` checks it, nothing runs
 * it. Each `@ts-expect-error` line is a handler the contract must reject; if the typings ever let one
 * through, the directive itself becomes the error. Negative cases stay on one line each, so the error
 * TypeScript reports is on the line the directive covers.
 */
import type {
  AnyHandler,
  Handler,
  Handlers,
  OperationBody,
  OperationQuery,
  OperationRequest,
  OperationResult,
  OperationStatus,
  SuccessBody,
} from '../../generated/handlers.ts';
import type { OperationId } from '../../generated/operations.ts';
import type { components } from '../../sdk/src/generated/openapi-types.ts';

type Schemas = components['schemas'];

/** True only when A and B are the same type (not merely assignable). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}

interface TestCtx {
  requestId: string;
}

/**
 * Binds the operation first, then the handler: `O` is fixed by the first call, so the handler is
 * checked against `Handler<O, Ctx>` as its contextual type and `status: 201` stays the literal 201
 * instead of being widened to `number` (what a `Handlers` map entry gets from its key).
 */
type Mount = <O extends OperationId>(operationId: O) => (handler: Handler<O, TestCtx>) => void;
declare const mount: Mount;
declare const workspace: Schemas['Workspace'];
declare const notFound: Schemas['NotFoundError'];
/** What a real handler awaits: its service. */
declare function loadWorkspace(id: string): Promise<Schemas['Workspace']>;

// --- what the compiler must accept ------------------------------------------------------------

// The status stays the literal 201 through the curried binder; the body is the 201 body.
mount('createWorkspace')(async (req, ctx) => {
  const name: string = req.body.name;
  const created = await loadWorkspace(ctx.requestId);
  return { status: 201, body: { data: { ...created, name } } };
});

// A handler may return any documented status, each with its own body.
mount('getWorkspace')(async (req) => {
  if (req.path.workspace_id === 'missing') return { status: 404, body: notFound };
  return { status: 200, body: { data: await loadWorkspace(req.path.workspace_id) } };
});

// A 204 needs no body; headers are optional.
mount('deleteWorkspace')(() => Promise.resolve({ status: 204, headers: { 'x-request-id': 'req_1' } }));

// Query parameters are typed from the spec (defaults filled in by the validator; still optional).
mount('listWorkspaces')((req) => {
  const page: number | undefined = req.query.page;
  return Promise.resolve({ status: 200, body: { data: [], meta: { total: 0, page: page ?? 1, per_page: req.query.per_page ?? 20 } } });
});

// The helper types agree with the handler signatures.
assertType<Equal<OperationStatus<'deleteWorkspace'>, 204 | 401 | 403 | 404 | 429 | 500 | 503>>();
assertType<Equal<OperationBody<'getWorkspace'>, undefined>>();
assertType<Equal<OperationBody<'createWorkspace'>, Schemas['CreateWorkspaceRequest']>>();
assertType<Equal<SuccessBody<'getWorkspace'>, Schemas['WorkspaceResponse']>>();
assertType<Equal<OperationQuery<'listWorkspaces'>['page'], number | undefined>>();
assertType<Equal<Handlers<TestCtx>['getWorkspace'], Handler<'getWorkspace', TestCtx>>>();
assertType<Equal<OperationRequest<'getWorkspace'>['path'], { workspace_id: string }>>();

// How a server implements the binder: each handler is checked against its operation when it is
// mounted, then kept type-erased in one table; no cast is needed.
export function createRouteTable(): { table: Map<OperationId, AnyHandler<TestCtx>>; mount: Mount } {
  const table = new Map<OperationId, AnyHandler<TestCtx>>();
  const bind: Mount = (operationId) => (handler) => {
    table.set(operationId, handler);
  };
  return { table, mount: bind };
}

// --- what the compiler must reject ------------------------------------------------------------

// @ts-expect-error 418 is not a documented status of getWorkspace.
mount('getWorkspace')(() => Promise.resolve({ status: 418, body: notFound }));

// @ts-expect-error 201 is documented for createWorkspace, not for getWorkspace.
mount('getWorkspace')(() => Promise.resolve({ status: 201, body: { data: workspace } }));

// @ts-expect-error the 200 body must be `{ data: Workspace }`, not a bare workspace.
mount('getWorkspace')(() => Promise.resolve({ status: 200, body: workspace }));

// @ts-expect-error a 404 must carry the error envelope, not a workspace.
mount('getWorkspace')(() => Promise.resolve({ status: 404, body: { data: workspace } }));

// @ts-expect-error a documented status still needs its body.
mount('getWorkspace')(() => Promise.resolve({ status: 200 }));

declare const widened: number;
// @ts-expect-error a status widened to `number` matches no documented status.
mount('getWorkspace')(() => Promise.resolve({ status: widened, body: { data: workspace } }));

// @ts-expect-error getWorkspace takes no body, so there is no `name` to read.
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the point of this line: `name` is the type error
mount('getWorkspace')((req) => Promise.resolve({ status: 200, body: { data: { ...workspace, name: req.body.name } } }));

// @ts-expect-error an operationId that the contract does not have.
mount('getWorkspaces');

declare const withoutGetWorkspace: Omit<Handlers<TestCtx>, 'getWorkspace'>;
declare const getWorkspace: Handler<'getWorkspace', TestCtx>;
// @ts-expect-error a full handler map without getWorkspace is incomplete.
export const incomplete: Handlers<TestCtx> = withoutGetWorkspace;

export const complete: Handlers<TestCtx> = { ...withoutGetWorkspace, getWorkspace };

// A handler written against the wrong operation's result does not fit.
declare const deleteResult: OperationResult<'deleteWorkspace'>;
// @ts-expect-error deleteWorkspace's results (204, ...) are not getWorkspace's.
export const mismatched: OperationResult<'getWorkspace'> = deleteResult;
