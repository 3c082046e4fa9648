/**
 * The OpenAPI document as a test oracle: find the operation a request hit, and check that a
 * response is one the document allows (documented status, body valid against the documented
 * schema, no body on a 204, documented required headers present).
 *
 * Glossary
 * - operation: one (method, path template) of the document, named by its `operationId`.
 * - path template: a `paths` key such as `/v1/projects/{project_id}`; a concrete path is `/v1/projects/proj_1`.
 * - documented status: a key of the operation's `responses`: `200`, `4XX` or `default`.
 *
 * Schemas reach Ajv (JSON Schema 2020-12) through scripts/generate/ajv-schemas.ts (components as
 * `$defs`, refs, discriminator, sealed objects, annotations) and its `AJV_OPTIONS`, the rewriting the
 * request validators are generated with: the oracle and the server cannot read a schema differently.
 *
 * Independent on purpose, because sharing them would let a wrong response or a wrong route pass:
 * - its own Ajv instance, without the request validators' `useDefaults` and `coerceTypes`: a missing
 *   field would be filled with its default before the check (and the body under test changed), a
 *   `"1"` accepted where the document says `1`;
 * - ajv-formats as published, not the validators' stricter storable `date-time`, and no loosening of
 *   `x-branch-chosen-by` unions: both are the server's request policy; a response is checked against
 *   what the document says, the whole union included;
 * - the document it reads is generated/openapi.json as served, never generated/validators.js;
 * - its own operation list and route matching, not scripts/generate/openapi-document.ts's
 *   `collectOperations` and route order: the server routes by those, so a wrong precedence would send
 *   a request to the wrong operation and a shared oracle would agree with it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020Module from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { AJV_OPTIONS, componentsSchema, toAjvSchema } from '../../scripts/generate/ajv-schemas.ts';
import { resolveLocal } from '../../scripts/generate/openapi-document.ts';
import { componentRef, isJsonObject } from '../../scripts/generate/schema-walk.ts';

// ajv and ajv-formats are CommonJS: under NodeNext their default export is the module object.
const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;
type AjvInstance = InstanceType<typeof Ajv2020>;

/** Where the generated 3.1 document lives; `CONTRACT_OPENAPI_JSON` overrides it. */
export const DEFAULT_DOCUMENT_PATH = fileURLToPath(new URL('../../generated/openapi.json', import.meta.url));

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type JsonObject = Record<string, unknown>;

/** The parts of an OpenAPI 3.1 document this module reads. */
export interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Partial<Record<HttpMethod, OperationObject>> & { parameters?: ParameterOrRef[] }>;
  components?: {
    schemas?: Record<string, JsonObject | boolean>;
    responses?: Record<string, ResponseObject | RefObject>;
    parameters?: Record<string, ParameterObject | RefObject>;
    headers?: Record<string, HeaderObject | RefObject>;
    [key: string]: unknown;
  };
  security?: Array<Record<string, string[]>>;
  [key: string]: unknown;
}
interface RefObject {
  $ref: string;
}
export interface OperationObject {
  operationId?: string;
  tags?: string[];
  parameters?: ParameterOrRef[];
  responses?: Record<string, ResponseObject | RefObject>;
  security?: Array<Record<string, string[]>>;
  [key: string]: unknown;
}
export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonObject;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  [key: string]: unknown;
}
type ParameterOrRef = ParameterObject | RefObject;
export interface HeaderObject {
  required?: boolean;
  schema?: JsonObject;
  [key: string]: unknown;
}
export interface ResponseObject {
  description?: string;
  headers?: Record<string, HeaderObject | RefObject>;
  content?: Record<string, { schema?: JsonObject | boolean; [key: string]: unknown }>;
  [key: string]: unknown;
}

/** One operation of the document. */
export interface OperationInfo {
  operationId: string;
  method: HttpMethod;
  pathTemplate: string;
  tags: string[];
  /** Documented response keys, as written: `200`, `404`, `4XX`, `default`. */
  statuses: string[];
  /** Path-level and operation-level parameters, `$ref`s resolved. */
  parameters: ParameterObject[];
  /** Whether the operation needs credentials (its effective `security` is not empty). */
  requiresAuth: boolean;
  operation: OperationObject;
}

/** The operation a request was routed to. */
export interface OperationMatch {
  operationId: string;
  pathTemplate: string;
  method: HttpMethod;
}

/** A response to check against the document. */
export interface ResponseUnderTest {
  /** HTTP method of the request, any case. */
  method: string;
  /** Concrete path (`/v1/projects/proj_1`) or full URL; the query string is ignored. */
  path: string;
  /** The path template when the caller already knows it (openapi-fetch's `schemaPath`). */
  pathTemplate?: string | undefined;
  status: number;
  /** The response's `Content-Type` header. */
  contentType?: string | null | undefined;
  /** The parsed JSON body; `undefined` when the response had no body. */
  body: unknown;
  /** Response headers; when given, documented required headers are checked too. */
  headers?: Headers | Record<string, string> | undefined;
}

/** What {@link ContractDocument.assertResponseMatchesContract} checked the response against. */
export interface ContractMatch {
  /** Undefined for a route the document does not have (an error response there is checked against the document's error schemas). */
  operation: OperationMatch | undefined;
  /** The documented response key that applied (`200`, `4XX`, `default`). */
  documentedStatus: string | undefined;
}

/** Thrown when a response is not one the document allows. */
export class ContractViolationError extends Error {
  override name = 'ContractViolationError';
  constructor(
    message: string,
    readonly operationId: string | undefined,
    readonly status: number,
    readonly validationErrors: readonly ErrorObject[] = [],
  ) {
    super(message);
  }
}

/** The OpenAPI document, its operations and its compiled response schemas. */
export class ContractDocument {
  readonly document: OpenApiDocument;
  readonly #ajv: AjvInstance;
  readonly #operations: OperationInfo[];
  readonly #byId = new Map<string, OperationInfo>();
  readonly #routes: Array<{ info: OperationInfo; segments: string[]; pattern: RegExp }>;
  readonly #validators = new Map<string, ValidateFunction>();

  static fromFile(path: string = process.env['CONTRACT_OPENAPI_JSON'] ?? DEFAULT_DOCUMENT_PATH): ContractDocument {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      throw new Error(`Cannot read the OpenAPI document ${path} (${(error as Error).message}); run \`npm run generate\` first.`);
    }
    return new ContractDocument(JSON.parse(text) as OpenApiDocument);
  }

  constructor(document: OpenApiDocument) {
    if (typeof document?.openapi !== 'string' || !document.openapi.startsWith('3.1')) {
      throw new Error(`Expected an OpenAPI 3.1 document, got openapi: ${String(document?.openapi)}.`);
    }
    this.document = document;
    this.#ajv = new Ajv2020({ ...AJV_OPTIONS, allErrors: true });
    addFormats(this.#ajv);
    this.#ajv.addSchema(componentsSchema(document.components?.schemas ?? {}));
    this.#operations = collectOperations(document, (ref) => this.resolve(ref));
    for (const info of this.#operations) {
      if (this.#byId.has(info.operationId)) {
        throw new Error(`operationId ${info.operationId} is used twice in the document.`);
      }
      this.#byId.set(info.operationId, info);
    }
    this.#routes = this.#operations
      .map((info) => {
        const segments = info.pathTemplate.split('/');
        const source = segments.map((segment) => (isParamSegment(segment) ? '[^/]+' : escapeRegExp(segment))).join('/');
        return { info, segments, pattern: new RegExp(`^${source}/?$`) };
      })
      .sort((a, b) => compareTemplates(a.segments, b.segments));
  }

  /** Every operation of the document, in document order. */
  operations(): readonly OperationInfo[] {
    return this.#operations;
  }

  /** The operation with this id; throws when the document has none. */
  getOperation(operationId: string): OperationInfo {
    const info = this.#byId.get(operationId);
    if (!info) throw new Error(`The document has no operation ${operationId}.`);
    return info;
  }

  /**
   * The operation a concrete request path is routed to: `/v1/projects/proj_123` finds
   * `/v1/projects/{project_id}`. Literal segments win over parameters. Undefined when none matches.
   */
  findOperation(method: string, concretePath: string): OperationMatch | undefined {
    const wanted = method.toLowerCase();
    const path = pathnameOf(concretePath);
    // OpenAPI matches a concrete path before a templated one: PATCH /v1/notifications/mark-read is
    // the literal path's (which has no PATCH), not PATCH /v1/notifications/{notification_id}'s.
    const matching = this.#routes.filter((route) => route.pattern.test(path));
    const fewest = Math.min(...matching.map((route) => parameterCount(route.info.pathTemplate)));
    const route = matching.find((r) => r.info.method === wanted && parameterCount(r.info.pathTemplate) === fewest);
    return route ? toMatch(route.info) : undefined;
  }

  /** Path templates that match a concrete path, whatever the method (for error messages). */
  templatesMatching(concretePath: string): string[] {
    const path = pathnameOf(concretePath);
    const found = new Set<string>();
    for (const route of this.#routes) if (route.pattern.test(path)) found.add(route.info.pathTemplate);
    return [...found];
  }

  /**
   * Throws a {@link ContractViolationError} unless the response is one the document allows:
   * the status is documented for the operation; a documented body is present, has a documented
   * content type and validates against its schema; a response documented without a body (and any
   * 204) has none; documented required headers are present and valid (when `headers` is given).
   *
   * A route the document does not have may only answer an error (status >= 400), whose body must
   * match one of the document's error schemas for that status.
   */
  assertResponseMatchesContract(response: ResponseUnderTest): ContractMatch {
    const method = response.method.toLowerCase();
    const operation = response.pathTemplate
      ? this.#matchTemplate(method, response.pathTemplate)
      : this.findOperation(method, response.path);
    const where = `${method.toUpperCase()} ${pathnameOf(response.path)}`;

    if (!operation) {
      const templates = this.templatesMatching(response.path);
      const routeNote = templates.length
        ? `the path matches ${templates.join(', ')}, but no operation there has method ${method.toUpperCase()}`
        : 'no path template of the document matches the path';
      if (response.status < 400) {
        throw new ContractViolationError(
          `Contract violation: ${where} answered ${response.status}, but ${routeNote}.`,
          undefined,
          response.status,
        );
      }
      this.#assertUndocumentedRouteError(response, where, routeNote);
      return { operation: undefined, documentedStatus: undefined };
    }

    const info = this.getOperation(operation.operationId);
    const label = `${info.operationId} (${info.method.toUpperCase()} ${info.pathTemplate})`;
    const documentedStatus = documentedKeyFor(info.statuses, response.status);
    if (!documentedStatus) {
      throw new ContractViolationError(
        `Contract violation: ${label} answered ${response.status} to ${where}, which the document does not list ` +
          `(documented: ${info.statuses.join(', ')}).${bodyPreview(response.body)}`,
        info.operationId,
        response.status,
      );
    }
    const responseObject = this.resolve<ResponseObject>(info.operation.responses?.[documentedStatus]);
    const context = `${label} answered ${response.status} to ${where}`;
    this.#assertBody(response, responseObject, context, info.operationId, `${info.operationId}:${documentedStatus}`);
    if (response.headers) this.#assertHeaders(response, responseObject, context, info.operationId);
    return { operation, documentedStatus };
  }

  /** Validates any value against a named schema of the document (`components.schemas[name]`). */
  validateSchema(name: string, value: unknown): { valid: boolean; errors: ErrorObject[] } {
    if (!this.document.components?.schemas?.[name]) throw new Error(`The document has no schema ${name}.`);
    const validate = this.#validator(`schema:${name}`, { $ref: componentRef(name) });
    const valid = validate(value);
    return { valid, errors: [...(validate.errors ?? [])] };
  }

  /**
   * Checks a webhook delivery against the document's `webhooks` entry for its event type: the body
   * against the entry's request body schema, the headers against its header parameters (required
   * ones present, every value valid). Returns the problems; none means the delivery is documented.
   */
  checkDelivery(headers: Record<string, string | string[] | undefined>, body: unknown): string[] {
    const type = (body as { type?: unknown } | undefined)?.type;
    const webhooks = (this.document['webhooks'] ?? {}) as Record<string, { post?: OperationObject & { requestBody?: JsonObject } }>;
    const entry = typeof type === 'string' ? webhooks[type]?.post : undefined;
    if (typeof type !== 'string' || !entry) return [`the document's webhooks section has no event type ${JSON.stringify(type)}`];
    const problems: string[] = [];
    const content = (entry.requestBody as { content?: Record<string, { schema?: JsonObject }> } | undefined)?.content;
    const schema = content?.['application/json']?.schema;
    if (!schema) return [`webhooks.${type} documents no application/json body`];
    const validateBody = this.#validator(`webhook:${type}`, schema);
    if (!validateBody(body)) problems.push(`body: ${formatAjvErrors(validateBody.errors ?? []).trim()}`);
    for (const parameterOrRef of entry.parameters ?? []) {
      const parameter = this.resolve<ParameterObject>(parameterOrRef);
      if (parameter.in !== 'header') continue;
      const raw = headers[parameter.name.toLowerCase()];
      const value = Array.isArray(raw) ? raw.join(', ') : raw;
      if (value === undefined) {
        if (parameter.required) problems.push(`required header ${parameter.name} is missing`);
        continue;
      }
      if (!parameter.schema) continue;
      const validate = this.#validator(`webhook-header:${parameter.name}:${JSON.stringify(parameter.schema)}`, parameter.schema);
      if (!validate(coerceHeader(value, parameter.schema))) {
        problems.push(`header ${parameter.name}: ${JSON.stringify(value)} ${formatAjvErrors(validate.errors ?? []).trim()}`);
      }
    }
    return problems;
  }

  /** Follows a local `$ref` (`#/components/...`) and returns what it points at. */
  resolve<T>(value: T | RefObject | undefined): T {
    return resolveLocal(this.document, value) as T;
  }

  #matchTemplate(method: string, pathTemplate: string): OperationMatch | undefined {
    const info = this.#operations.find((op) => op.method === method && op.pathTemplate === pathTemplate);
    return info ? toMatch(info) : undefined;
  }

  #assertBody(
    response: ResponseUnderTest,
    responseObject: ResponseObject,
    context: string,
    operationId: string | undefined,
    cacheKey: string,
  ): void {
    const hasBody = response.body !== undefined && response.body !== '';
    const content = responseObject?.content ?? {};
    const mediaTypes = Object.keys(content);
    if (response.status === 204 || mediaTypes.length === 0) {
      if (hasBody) {
        throw new ContractViolationError(
          `Contract violation: ${context}; ${response.status === 204 ? 'a 204' : 'this response'} must have no body, ` +
            `but it has one.${bodyPreview(response.body)}`,
          operationId,
          response.status,
        );
      }
      return;
    }
    if (!hasBody) {
      throw new ContractViolationError(
        `Contract violation: ${context}; the document specifies a body (${mediaTypes.join(' or ')}), but the response has none.`,
        operationId,
        response.status,
      );
    }
    const mediaType = pickMediaType(mediaTypes, response.contentType);
    if (!mediaType) {
      throw new ContractViolationError(
        `Contract violation: ${context} with Content-Type ${JSON.stringify(response.contentType ?? null)}; ` +
          `documented: ${mediaTypes.join(', ')}.`,
        operationId,
        response.status,
      );
    }
    const schema = content[mediaType]?.schema;
    if (schema === undefined) return;
    const validate = this.#validator(`${cacheKey}:${mediaType}`, schema);
    if (!validate(response.body)) {
      const errors = validate.errors ?? [];
      throw new ContractViolationError(
        `Contract violation: ${context}; the body does not match ${describeSchema(schema)}:\n` +
          `${formatAjvErrors(errors)}${bodyPreview(response.body)}`,
        operationId,
        response.status,
        errors,
      );
    }
  }

  #assertHeaders(response: ResponseUnderTest, responseObject: ResponseObject, context: string, operationId: string): void {
    const headers = response.headers instanceof Headers ? response.headers : new Headers(response.headers);
    const problems: string[] = [];
    for (const [name, headerOrRef] of Object.entries(responseObject?.headers ?? {})) {
      const header = this.resolve<HeaderObject>(headerOrRef);
      const value = headers.get(name);
      if (value === null) {
        if (header.required) problems.push(`required header ${name} is missing`);
        continue;
      }
      if (!header.schema) continue;
      const validate = this.#validator(`header:${operationId}:${name}:${JSON.stringify(header.schema)}`, header.schema);
      if (!validate(coerceHeader(value, header.schema))) {
        problems.push(`header ${name}: ${JSON.stringify(value)} ${formatAjvErrors(validate.errors ?? []).trim()}`);
      }
    }
    if (problems.length) {
      throw new ContractViolationError(`Contract violation: ${context}; ${problems.join('; ')}.`, operationId, response.status);
    }
  }

  #assertUndocumentedRouteError(response: ResponseUnderTest, where: string, routeNote: string): void {
    const candidates = this.#errorSchemasFor(response.status);
    const context = `${where} answered ${response.status} (${routeNote})`;
    if (candidates.length === 0) {
      throw new ContractViolationError(
        `Contract violation: ${context}; the document has no error response schema to check it against.`,
        undefined,
        response.status,
      );
    }
    const hasBody = response.body !== undefined && response.body !== '';
    if (!hasBody) {
      throw new ContractViolationError(
        `Contract violation: ${context}; error responses carry the error envelope, but the body is empty.`,
        undefined,
        response.status,
      );
    }
    const validate = this.#validator(`undocumented-route:${response.status}`, { anyOf: candidates });
    if (!validate(response.body)) {
      throw new ContractViolationError(
        `Contract violation: ${context}; the body matches none of the document's error schemas for ${response.status}:\n` +
          `${formatAjvErrors(validate.errors ?? [])}${bodyPreview(response.body)}`,
        undefined,
        response.status,
        validate.errors ?? [],
      );
    }
  }

  /** The distinct JSON schemas the document uses for this error status (or for any error, if none for it). */
  #errorSchemasFor(status: number): Array<JsonObject | boolean> {
    const exact = new Map<string, JsonObject | boolean>();
    const any = new Map<string, JsonObject | boolean>();
    for (const info of this.#operations) {
      for (const key of info.statuses) {
        const code = Number(key);
        if (!Number.isInteger(code) || code < 400) continue;
        const responseObject = this.resolve<ResponseObject>(info.operation.responses?.[key]);
        const schema = responseObject?.content?.['application/json']?.schema;
        if (schema === undefined) continue;
        const id = JSON.stringify(schema);
        any.set(id, schema);
        if (code === status) exact.set(id, schema);
      }
    }
    return [...(exact.size ? exact : any).values()];
  }

  #validator(key: string, schema: JsonObject | boolean): ValidateFunction {
    let validate = this.#validators.get(key);
    if (!validate) {
      validate = this.#ajv.compile(toAjvSchema(schema));
      this.#validators.set(key, validate);
    }
    return validate;
  }
}

let defaultContract: ContractDocument | undefined;

/** The contract loaded from `generated/openapi.json` (or `CONTRACT_OPENAPI_JSON`), loaded once. */
export function loadContract(): ContractDocument {
  defaultContract ??= ContractDocument.fromFile();
  return defaultContract;
}

/** {@link ContractDocument.findOperation} on the default contract. */
export function findOperation(method: string, concretePath: string): OperationMatch | undefined {
  return loadContract().findOperation(method, concretePath);
}

/** {@link ContractDocument.assertResponseMatchesContract} on the default contract. */
export function assertResponseMatchesContract(response: ResponseUnderTest): ContractMatch {
  return loadContract().assertResponseMatchesContract(response);
}

// ---------------------------------------------------------------------------------------------

function parameterCount(pathTemplate: string): number {
  return pathTemplate.split('{').length - 1;
}

function collectOperations(document: OpenApiDocument, resolve: <T>(value: T | RefObject) => T): OperationInfo[] {
  const result: OperationInfo[] = [];
  for (const [pathTemplate, pathItem] of Object.entries(document.paths ?? {})) {
    const shared = (pathItem.parameters ?? []).map((p) => resolve<ParameterObject>(p));
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      if (!operation.operationId) {
        throw new Error(`${method.toUpperCase()} ${pathTemplate} has no operationId; every operation needs one.`);
      }
      const own = (operation.parameters ?? []).map((p) => resolve<ParameterObject>(p));
      const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
      const security = operation.security ?? document.security ?? [];
      result.push({
        operationId: operation.operationId,
        method,
        pathTemplate,
        tags: operation.tags ?? [],
        statuses: Object.keys(operation.responses ?? {}),
        parameters,
        requiresAuth: security.length > 0 && !security.some((requirement) => Object.keys(requirement).length === 0),
        operation,
      });
    }
  }
  return result;
}

/** The documented response key for a status: exact, then `4XX`-style range, then `default`. */
export function documentedKeyFor(statuses: readonly string[], status: number): string | undefined {
  const exact = String(status);
  if (statuses.includes(exact)) return exact;
  const range = `${exact[0]}XX`;
  const rangeKey = statuses.find((key) => key.toUpperCase() === range);
  if (rangeKey) return rangeKey;
  return statuses.includes('default') ? 'default' : undefined;
}

function isParamSegment(segment: string): boolean {
  return segment.startsWith('{') && segment.endsWith('}');
}

/** More specific templates first: at the first differing segment, a literal beats a parameter. */
function compareTemplates(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const aParam = isParamSegment(a[i] ?? '');
    const bParam = isParamSegment(b[i] ?? '');
    if (aParam !== bParam) return aParam ? 1 : -1;
  }
  return b.length - a.length;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function pathnameOf(pathOrUrl: string): string {
  const url = new URL(pathOrUrl, 'http://contract.invalid');
  return url.pathname;
}

function toMatch(info: OperationInfo): OperationMatch {
  return { operationId: info.operationId, pathTemplate: info.pathTemplate, method: info.method };
}

function pickMediaType(documented: string[], contentType: string | null | undefined): string | undefined {
  const actual = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!actual) return undefined;
  return (
    documented.find((type) => type.toLowerCase() === actual) ??
    documented.find((type) => {
      const [range, sub] = type.toLowerCase().split('/');
      return sub === '*' && (range === '*' || actual.startsWith(`${range}/`));
    })
  );
}

function coerceHeader(value: string, schema: JsonObject): unknown {
  const type = schema['type'];
  if ((type === 'integer' || type === 'number') && value.trim() !== '' && !Number.isNaN(Number(value))) {
    return Number(value);
  }
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function describeSchema(schema: JsonObject | boolean): string {
  if (isJsonObject(schema) && typeof schema['$ref'] === 'string') return schema['$ref'];
  return 'the documented schema';
}

/** Ajv errors as lines `  /data/name: must be string {"type":"string"}`, at most 25. */
export function formatAjvErrors(errors: readonly ErrorObject[]): string {
  const lines = errors.slice(0, 25).map((error) => {
    const where = error.instancePath || '(root)';
    const params = error.params && Object.keys(error.params).length ? ` ${JSON.stringify(error.params)}` : '';
    return `  ${where}: ${error.message ?? error.keyword}${params} [schema ${error.schemaPath}]`;
  });
  if (errors.length > 25) lines.push(`  … and ${errors.length - 25} more`);
  return lines.join('\n');
}

function bodyPreview(body: unknown): string {
  if (body === undefined) return '';
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return `\n  body: ${text.length > 800 ? `${text.slice(0, 800)}…` : text}`;
}
