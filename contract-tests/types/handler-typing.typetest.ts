/**
 * Compile-only test of generated/handlers.ts: `tsc --noEmit -p tsconfig.json` checks it, nothing runs
 * it. Each `@ts-expect-error` line is a handler the contract must reject; if the typings ever let one
 * through, the directive itself becomes the error. Negative cases stay on one line each, so the error
 * TypeScript reports is on the line the directive covers.
 */
import type {
  AnyHandler,
  Binder,
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
import type { components } from '../../generated/openapi-types.ts';

type Schemas = components['schemas'];

/** True only when A and B are the same type (not merely assignable). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}

interface TestCtx {
  requestId: string;
}

declare const mount: Binder<TestCtx>;
declare const workspace: Schemas['Workspace'];
declare const notFound: Schemas['NotFoundError'];

// --- what the compiler must accept ------------------------------------------------------------

// The status stays the literal 201 through the curried binder; the body is the 201 body.
mount('createWorkspace')(async (req, ctx) => {
  const name: string = req.body.name;
  void ctx.requestId;
  return { status: 201, body: { data: { ...workspace, name } } };
});

// A handler may return any documented status, each with its own body.
mount('getWorkspace')(async (req) => {
  if (req.path.workspace_id === 'missing') return { status: 404, body: notFound };
  return { status: 200, body: { data: workspace } };
});

// A 204 needs no body; headers are optional.
mount('deleteWorkspace')(async () => ({ status: 204, headers: { 'x-request-id': 'req_1' } }));

// Query parameters are typed from the spec (defaults filled in by the validator; still optional).
mount('listWorkspaces')(async (req) => {
  const page: number | undefined = req.query.page;
  return { status: 200, body: { data: [], meta: { total: 0, page: page ?? 1, per_page: req.query.per_page ?? 20 } } };
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
export function createRouteTable(): { table: Map<OperationId, AnyHandler<TestCtx>>; mount: Binder<TestCtx> } {
  const table = new Map<OperationId, AnyHandler<TestCtx>>();
  const bind: Binder<TestCtx> = (operationId) => (handler) => {
    table.set(operationId, handler);
  };
  return { table, mount: bind };
}

// --- what the compiler must reject ------------------------------------------------------------

// @ts-expect-error 418 is not a documented status of getWorkspace.
mount('getWorkspace')(async () => ({ status: 418, body: notFound }));

// @ts-expect-error 201 is documented for createWorkspace, not for getWorkspace.
mount('getWorkspace')(async () => ({ status: 201, body: { data: workspace } }));

// @ts-expect-error the 200 body must be `{ data: Workspace }`, not a bare workspace.
mount('getWorkspace')(async () => ({ status: 200, body: workspace }));

// @ts-expect-error a 404 must carry the error envelope, not a workspace.
mount('getWorkspace')(async () => ({ status: 404, body: { data: workspace } }));

// @ts-expect-error a documented status still needs its body.
mount('getWorkspace')(async () => ({ status: 200 }));

// @ts-expect-error a status widened to `number` matches no documented status.
mount('getWorkspace')(async () => ({ status: 200 as number, body: { data: workspace } }));

// @ts-expect-error getWorkspace takes no body, so there is no `name` to read.
mount('getWorkspace')(async (req) => ({ status: 200, body: { data: { ...workspace, name: req.body.name } } }));

// @ts-expect-error an operationId that the contract does not have.
mount('getWorkspaces');

declare const allHandlers: Handlers<TestCtx>;
const { getWorkspace: _left, ...withoutGetWorkspace } = allHandlers;
// @ts-expect-error a full handler map without getWorkspace is incomplete.
export const incomplete: Handlers<TestCtx> = withoutGetWorkspace;

export const complete: Handlers<TestCtx> = { ...withoutGetWorkspace, getWorkspace: _left };

// A handler written against the wrong operation's result does not fit.
declare const deleteResult: OperationResult<'deleteWorkspace'>;
// @ts-expect-error deleteWorkspace's results (204, ...) are not getWorkspace's.
export const mismatched: OperationResult<'getWorkspace'> = deleteResult;
