/**
 * The contract's route table, as the cross-cutting table tests use it. Everything here is derived
 * from generated/operations.ts and the OpenAPI document, so an operation added to the contract is
 * in every table at once.
 *
 * Glossary
 * - collection segment: the path segment before a `{param}` (`projects` in `/v1/projects/{project_id}`); it
 *   names the kind of resource the parameter identifies.
 * - example body: the first request-body example the contract documents for an operation; a body
 *   the contract itself calls valid.
 */
import { operations, type OperationInfo } from '../../../generated/operations.ts';
import { rawRequest, type RawResponse } from '../../support/client.ts';
import { loadContract } from '../../support/openapi.ts';

export type { OperationInfo };

/** Every operation that needs an API key. */
export const authenticatedOperations: readonly OperationInfo[] = operations.filter((op) => op.authenticated);

/** Every operation of the contract. */
export const allOperations: readonly OperationInfo[] = operations;

/** Id prefixes by collection segment (the contract's `…Id` scalars). */
const prefixBySegment: Record<string, string> = {
  workspaces: 'ws_',
  projects: 'proj_',
  tasks: 'task_',
  members: 'mem_',
  invitations: 'inv_',
  'api-keys': 'key_',
  automations: 'auto_',
  workflows: 'wf_',
  runs: 'run_',
  webhooks: 'wh_',
  deliveries: 'dlv_',
  notifications: 'ntf_',
  events: 'evt_',
};

/** Each path parameter of the operation with the collection segment before it. */
export function pathParamsWithSegments(op: OperationInfo): Array<{ param: string; segment: string }> {
  const parts = op.path.split('/');
  const result: Array<{ param: string; segment: string }> = [];
  parts.forEach((part, i) => {
    const match = /^\{(.+)\}$/.exec(part);
    if (!match) return;
    const segment = parts[i - 1] ?? '';
    if (!(segment in prefixBySegment)) {
      throw new Error(`${op.operationId}: no id prefix known for path segment '${segment}' (extend prefixBySegment in operation-table.ts)`);
    }
    result.push({ param: match[1]!, segment });
  });
  return result;
}

/** A well-formed id for a collection segment that names nothing (`proj_0000000000`). */
export function placeholderId(segment: string): string {
  const prefix = prefixBySegment[segment];
  if (!prefix) throw new Error(`no id prefix known for path segment '${segment}'`);
  return `${prefix}00000000000000000000000000`;
}

/** The operation's path with each parameter replaced by `idFor(segment, param)` (default: placeholders). */
export function concretePath(op: OperationInfo, idFor: (segment: string, param: string) => string = placeholderId): string {
  let path = op.path;
  for (const { param, segment } of pathParamsWithSegments(op)) {
    path = path.replace(`{${param}}`, encodeURIComponent(idFor(segment, param)));
  }
  return path;
}

/** The contract's first request-body example of the operation (a body it documents as valid). */
export function exampleBody(op: OperationInfo): Record<string, unknown> | undefined {
  if (!op.hasBody) return undefined;
  const operation = loadContract().getOperation(op.operationId).operation as {
    requestBody?: { content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> };
  };
  const media = operation.requestBody?.content?.['application/json'];
  const example = media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
  if (example === null || typeof example !== 'object' || Array.isArray(example)) {
    throw new Error(`${op.operationId}: the contract documents no request-body example to use as a valid body`);
  }
  return structuredClone(example) as Record<string, unknown>;
}

/** Options of {@link callOperation}. */
export interface CallOptions {
  path?: string;
  apiKey?: string;
  headers?: Record<string, string>;
  /** The body to send; default the example body for operations that take one. */
  body?: unknown;
  /** Check the response against the contract (default true; false for a 501 the contract cannot list). */
  contract?: boolean;
  /** Record the answer for the coverage report (default true; false for answers of a mock). */
  coverage?: boolean;
}

/** Sends one request to the operation through `rawRequest` (checked against the contract, recorded). */
export function callOperation(baseUrl: string, op: OperationInfo, options: CallOptions = {}): Promise<RawResponse<ErrorBodyLike>> {
  const body = 'body' in options ? options.body : exampleBody(op);
  return rawRequest<ErrorBodyLike>(baseUrl, {
    method: op.method,
    path: options.path ?? concretePath(op),
    ...(options.apiKey === undefined ? {} : { apiKey: options.apiKey }),
    ...(options.headers === undefined ? {} : { headers: options.headers }),
    ...(body === undefined ? {} : { body }),
    ...(options.contract === undefined ? {} : { contract: options.contract }),
    ...(options.coverage === undefined ? {} : { coverage: options.coverage }),
  });
}

/** The error envelope (loosely typed: the contract check has already validated it). */
export interface ErrorBodyLike {
  error: { code: string; message: string; status: number; request_id: string; details?: Array<{ field: string; message: string }> };
}

/** `METHOD /path` of an operation, for test names. */
export function routeOf(op: OperationInfo): string {
  return `${op.method.toUpperCase()} ${op.path}`;
}
