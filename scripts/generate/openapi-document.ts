/**
 * The slice of an OpenAPI 3.1 document that the generators read, and `collectOperations()`, which
 * turns its `paths` into one flat, sorted `OperationModel` per operation. Every emitter
 * (operations.ts, validators, handler typings) works from that list, so they agree on ids and order.
 */
import { decodePointerSegment } from './schema-walk.ts';

/** A JSON Schema object as found in the document; emitters treat it as opaque JSON. */
export type JsonSchema = { [keyword: string]: unknown };

export interface ReferenceObject {
  $ref: string;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  explode?: boolean;
  style?: string;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
}

export interface RequestBodyObject {
  required?: boolean;
  content: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: (ParameterObject | ReferenceObject)[];
  requestBody?: RequestBodyObject | ReferenceObject;
  responses: Record<string, ResponseObject | ReferenceObject>;
  security?: SecurityRequirement[];
  deprecated?: boolean;
  'x-deprecation'?: { since?: string; sunset?: string; successor?: string };
}

export interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Partial<Record<string, OperationObject>>>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, ParameterObject | ReferenceObject>;
    requestBodies?: Record<string, RequestBodyObject | ReferenceObject>;
    responses?: Record<string, ResponseObject | ReferenceObject>;
  };
  security?: SecurityRequirement[];
  [key: string]: unknown;
}

/** The methods our router serves; the contract uses no others (the generator fails on any other). */
export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface QueryParameterModel {
  name: string;
  required: boolean;
  schema: JsonSchema;
  /** True when the schema is an array: the router must collect repeated or comma-separated values. */
  array: boolean;
  /** OpenAPI `explode` (TypeSpec emits `false`): a false array arrives as `a,b,c` in one value. */
  explode: boolean;
}

export interface PathParameterModel {
  name: string;
  schema: JsonSchema;
}

export interface ResponseModel {
  status: number;
  /** The `application/json` schema, when the response has a JSON body. */
  jsonSchema?: JsonSchema;
  /** Every media type of the response's content (the contract expects application/json only). */
  mediaTypes: string[];
}

export interface OperationModel {
  operationId: string;
  method: HttpMethod;
  path: string;
  tag: string;
  summary?: string;
  description?: string;
  authenticated: boolean;
  /** `deprecated: true` in the document: a path kept answering for a while beside its successor. */
  deprecated: boolean;
  /** What every response of a deprecated operation says, from its `x-deprecation {since, sunset?, successor}`. */
  deprecationHeaders?: Record<string, string>;
  pathParameters: PathParameterModel[];
  queryParameters: QueryParameterModel[];
  /** Present when the operation takes a JSON body. */
  body?: { required: boolean; schema: JsonSchema };
  /** Numeric statuses only, ascending; see `nonNumericStatuses`. */
  responses: ResponseModel[];
  /** `default` or ranges such as `4XX`: they have no literal status, so handler typings leave them out. */
  nonNumericStatuses: string[];
}

const JSON_MEDIA_TYPE = 'application/json';

export function isReference(value: unknown): value is ReferenceObject {
  return typeof value === 'object' && value !== null && typeof (value as ReferenceObject).$ref === 'string';
}

/**
 * Follows a local `#/components/...` reference (and chains of them) to the object it names. Any JSON
 * root will do: the contract tests' oracle resolves its own reading of the document with it.
 */
export function resolveLocal<T>(document: unknown, value: T | ReferenceObject): T {
  let current: unknown = value;
  for (let hops = 0; isReference(current); hops++) {
    if (hops > 32) throw new Error(`Reference cycle at ${current.$ref}`);
    current = lookupPointer(document, current.$ref);
  }
  return current as T;
}

function lookupPointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, got ${ref}`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodePointerSegment(raw);
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
    if (node === undefined) throw new Error(`Unresolvable reference ${ref}`);
  }
  return node;
}

/** Every operation in the document, sorted as `compareOperations` says. */
export function collectOperations(document: OpenApiDocument): OperationModel[] {
  const operations: OperationModel[] = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(pathItem)) {
      if (operation === undefined || method === 'parameters' || method.startsWith('x-')) continue;
      if (!(HTTP_METHODS as readonly string[]).includes(method)) {
        throw new Error(`${method.toUpperCase()} ${path}: unsupported HTTP method`);
      }
      operations.push(toOperationModel(document, path, method as HttpMethod, operation));
    }
  }
  assertUniqueIds(operations);
  return operations.sort(compareOperations);
}

function toOperationModel(document: OpenApiDocument, path: string, method: HttpMethod, operation: OperationObject): OperationModel {
  const where = `${method.toUpperCase()} ${path}`;
  if (!operation.operationId) throw new Error(`${where} has no operationId: add @operationId in the spec`);
  const parameters = (operation.parameters ?? []).map((p) => resolveLocal(document, p));
  const responses = splitResponses(document, operation.responses);
  return {
    operationId: operation.operationId,
    method,
    path,
    tag: operation.tags?.[0] ?? '',
    ...(operation.summary !== undefined ? { summary: operation.summary } : {}),
    ...(operation.description !== undefined ? { description: operation.description } : {}),
    authenticated: isAuthenticated(operation.security ?? document.security ?? []),
    deprecated: operation.deprecated === true,
    ...deprecationOf(where, operation),
    pathParameters: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
    queryParameters: parameters.filter((p) => p.in === 'query').map(toQueryParameter),
    ...bodyOf(document, where, operation),
    responses: responses.numeric,
    nonNumericStatuses: responses.other,
  };
}

/**
 * The headers of RFC 9745 (`Deprecation: @<unix seconds>`), RFC 8594 (`Sunset: <HTTP date>`) and
 * RFC 8288 (`Link: <successor>; rel="successor-version"`), made once here from the dates the
 * contract gives, so the server and the document cannot disagree.
 */
function deprecationOf(where: string, operation: OperationObject): Pick<OperationModel, 'deprecationHeaders'> {
  const given = operation['x-deprecation'];
  if (given === undefined) return {};
  const day = (text: string | undefined, name: string) => {
    const at = Date.parse(`${text}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text ?? '') || Number.isNaN(at))
      throw new Error(`${where}: x-deprecation.${name} must be a date (YYYY-MM-DD)`);
    return new Date(at);
  };
  if (operation.deprecated !== true) throw new Error(`${where}: x-deprecation on an operation that is not deprecated`);
  if (!given.successor?.startsWith('/')) throw new Error(`${where}: x-deprecation.successor must be the successor's path`);
  return {
    deprecationHeaders: {
      Deprecation: `@${day(given.since, 'since').getTime() / 1000}`,
      ...(given.sunset !== undefined ? { Sunset: day(given.sunset, 'sunset').toUTCString() } : {}),
      Link: `<${given.successor}>; rel="successor-version"`,
    },
  };
}

function toQueryParameter(parameter: ParameterObject): QueryParameterModel {
  const schema = parameter.schema ?? {};
  return {
    name: parameter.name,
    required: parameter.required === true,
    schema,
    array: schema.type === 'array',
    // OpenAPI's default for form-style (query) parameters is explode: true.
    explode: parameter.explode ?? true,
  };
}

/**
 * An operation needs authentication unless one of its security requirements is empty: `[]` means no
 * requirement at all, and `[{}]` (what TypeSpec emits for `@useAuth(NoAuth)`) means "anonymous is fine".
 */
function isAuthenticated(security: SecurityRequirement[]): boolean {
  return security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
}

function bodyOf(document: OpenApiDocument, where: string, operation: OperationObject): Pick<OperationModel, 'body'> {
  if (operation.requestBody === undefined) return {};
  const requestBody = resolveLocal(document, operation.requestBody);
  const media = requestBody.content[JSON_MEDIA_TYPE];
  if (media === undefined) {
    const found = Object.keys(requestBody.content).join(', ');
    throw new Error(`${where}: request body must be ${JSON_MEDIA_TYPE}, the spec says ${found}`);
  }
  return { body: { required: requestBody.required === true, schema: media.schema ?? {} } };
}

function splitResponses(document: OpenApiDocument, responses: OperationObject['responses']): { numeric: ResponseModel[]; other: string[] } {
  const numeric: ResponseModel[] = [];
  const other: string[] = [];
  for (const [key, value] of Object.entries(responses)) {
    if (!/^[1-5]\d\d$/.test(key)) {
      other.push(key);
      continue;
    }
    const content = resolveLocal(document, value).content ?? {};
    const jsonSchema = content[JSON_MEDIA_TYPE]?.schema;
    const mediaTypes = Object.keys(content).sort();
    numeric.push({ status: Number(key), mediaTypes, ...(jsonSchema !== undefined ? { jsonSchema } : {}) });
  }
  numeric.sort((a, b) => a.status - b.status);
  return { numeric, other: other.sort() };
}

/** The operation's success status: its lowest 2xx, else its lowest documented status. */
export function successStatus(operation: OperationModel): number {
  const statuses = operation.responses.map((r) => r.status);
  const success = statuses.find((s) => s >= 200 && s < 300) ?? statuses[0];
  if (success === undefined) throw new Error(`${operation.operationId} documents no numeric status`);
  return success;
}

/** The summary, else the first sentence of the description (the spec documents most operations by doc comment only). */
export function displaySummary(operation: OperationModel): string {
  return operation.summary ?? firstSentence(operation.description) ?? operation.operationId;
}

function firstSentence(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const match = /^(.+?[.!?])(\s|$)/s.exec(trimmed);
  return (match?.[1] ?? trimmed).replace(/\s+/g, ' ');
}

function assertUniqueIds(operations: OperationModel[]): void {
  const seen = new Map<string, string>();
  for (const op of operations) {
    const where = `${op.method.toUpperCase()} ${op.path}`;
    const earlier = seen.get(op.operationId);
    if (earlier) throw new Error(`operationId ${op.operationId} is used by both ${earlier} and ${where}`);
    if (!/^[A-Za-z_$][\w$]*$/.test(op.operationId)) {
      throw new Error(`${where}: operationId ${op.operationId} must be a JavaScript identifier (it names a handler)`);
    }
    seen.set(op.operationId, where);
  }
}

const METHOD_ORDER: readonly HttpMethod[] = HTTP_METHODS;

/**
 * Route order: by path, segment by segment, a literal segment before a `{param}` one (so a router that
 * matches in registration order tries `/tasks/search` before `/tasks/{id}`), shorter paths first; then by
 * method in `HTTP_METHODS` order. Comparisons are by code unit, never locale, so the order is stable.
 */
export function compareOperations(a: OperationModel, b: OperationModel): number {
  const byPath = comparePaths(a.path, b.path);
  if (byPath !== 0) return byPath;
  return METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method);
}

function comparePaths(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const l = left[i] ?? '';
    const r = right[i] ?? '';
    if (l === r) continue;
    const lParam = l.startsWith('{');
    const rParam = r.startsWith('{');
    if (lParam !== rParam) return lParam ? 1 : -1;
    return l < r ? -1 : 1;
  }
  return left.length - right.length;
}
