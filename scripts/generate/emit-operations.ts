/**
 * generated/operations.ts: the route table. One entry per operation, in route order (literal path
 * segments before parameters), with what the router, auth and validation middleware need to know.
 */
import { lineCommentHeader, stringLiteral } from './code-text.ts';
import type { GeneratedFile } from './code-text.ts';
import { displaySummary, successStatus } from './openapi-document.ts';
import type { OperationModel } from './openapi-document.ts';

export function emitOperations(operations: OperationModel[]): GeneratedFile[] {
  const ids = operations.map((op) => op.operationId).sort();
  const content = [
    lineCommentHeader('//', ['The route table of the contract: one entry per operation.']),
    PREAMBLE,
    'export const operations = [',
    ...operations.map(operationEntry),
    '] as const satisfies readonly OperationInfo[];',
    '',
    '/** Every operationId of the contract. */',
    `export type OperationId =\n${ids.map((id) => `  | ${stringLiteral(id)}`).join('\n')};`,
    '',
    POSTAMBLE,
  ].join('\n');
  return [{ path: 'generated/operations.ts', content }];
}

/** `/v1/workspaces/{workspace_id}` → `/v1/workspaces/:workspace_id` (@koa/router, path-to-regexp syntax). */
export function toKoaPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

function operationEntry(op: OperationModel): string {
  const fields: [string, string][] = [
    ['operationId', stringLiteral(op.operationId)],
    ['method', stringLiteral(op.method)],
    ['path', stringLiteral(op.path)],
    ['koaPath', stringLiteral(toKoaPath(op.path))],
    ['tag', stringLiteral(op.tag)],
    ['summary', stringLiteral(displaySummary(op))],
    ['authenticated', String(op.authenticated)],
    ['successStatus', String(successStatus(op))],
    ['statuses', `[${op.responses.map((r) => r.status).join(', ')}]`],
    ['hasBody', String(op.body !== undefined)],
    ['bodyRequired', String(op.body?.required === true)],
    ['pathParams', `[${op.pathParameters.map((p) => stringLiteral(p.name)).join(', ')}]`],
    ['queryParams', queryParamsList(op.queryParameters)],
  ];
  if (op.deprecationHeaders) {
    const headers = Object.entries(op.deprecationHeaders).map(([name, value]) => `${name}: ${stringLiteral(value)}`);
    fields.push(['deprecationHeaders', `{ ${headers.join(', ')} }`]);
  }
  return ['  {', ...fields.map(([key, value]) => `    ${key}: ${value},`), '  },'].join('\n');
}

function queryParamsList(params: OperationModel['queryParameters']): string {
  if (params.length === 0) return '[]';
  return `[\n${params.map((p) => `      ${queryParamEntry(p)},\n`).join('')}    ]`;
}

function queryParamEntry(p: OperationModel['queryParameters'][number]): string {
  return `{ name: ${stringLiteral(p.name)}, required: ${p.required}, array: ${p.array}, explode: ${p.explode} }`;
}

const PREAMBLE = `/** A query parameter, as the router must read it before validation. */
export interface QueryParamInfo {
  readonly name: string;
  readonly required: boolean;
  /** The schema is an array. */
  readonly array: boolean;
  /** OpenAPI \`explode\`: when false an array comes comma-separated in one value (\`?tags=a,b\`). */
  readonly explode: boolean;
}

/** One operation of the contract. */
export interface OperationInfo {
  readonly operationId: string;
  readonly method: "get" | "post" | "put" | "patch" | "delete";
  /** The OpenAPI path template, e.g. \`/v1/workspaces/{workspace_id}\`. */
  readonly path: string;
  /** The same path in @koa/router syntax, e.g. \`/v1/workspaces/:workspace_id\`. */
  readonly koaPath: string;
  /** The operation's first tag: the resource it belongs to. */
  readonly tag: string;
  /** The summary, else the first sentence of the description. */
  readonly summary: string;
  /** False where the operation's security allows anonymous callers (health probes). */
  readonly authenticated: boolean;
  /** The lowest documented 2xx status. */
  readonly successStatus: number;
  /** Every documented numeric status, ascending. */
  readonly statuses: readonly number[];
  /** The operation takes an application/json body. */
  readonly hasBody: boolean;
  readonly bodyRequired: boolean;
  /** Names of the path parameters, in path order. */
  readonly pathParams: readonly string[];
  readonly queryParams: readonly QueryParamInfo[];
  /** A deprecated operation's \`Deprecation\`, \`Sunset\` and \`Link\` headers, sent on each of its responses. */
  readonly deprecationHeaders?: Readonly<Record<string, string>>;
}

/**
 * Route order: literal path segments sort before \`{param}\` segments, so a router that tries routes in
 * registration order matches \`/tasks/search\` before \`/tasks/{id}\`; then by method.
 */`;

const POSTAMBLE = `export type Operation = (typeof operations)[number];

/** The tags (resources) of the contract. */
export type Tag = Operation["tag"];

/** The operationIds of one tag, e.g. to type a resource module's share of the handlers. */
export type OperationIdOfTag<T extends Tag> = Extract<Operation, { tag: T }>["operationId"];

/** The route table entry of each operation. */
export const operationsById = Object.fromEntries(operations.map((op) => [op.operationId, op])) as {
  readonly [O in OperationId]: Extract<Operation, { operationId: O }>;
};
`;
