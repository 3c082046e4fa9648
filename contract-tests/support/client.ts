/**
 * Clients for contract tests. Every response they receive is checked against the OpenAPI document
 * (a violation throws, failing the test that made the call) and recorded for the coverage report.
 *
 * - {@link createTestClient}: the SDK's typed client, plus the checking middleware.
 * - {@link rawRequest}: plain `fetch` for input the typed client cannot send (non-JSON bodies,
 *   unknown fields, wrong types, malformed headers), checked and recorded the same way.
 */
import { createClient } from '../../sdk/src/index.ts';
import type { ClientOptions, WsaClient } from '../../sdk/src/index.ts';
import type { Middleware } from 'openapi-fetch';
import { assertResponseMatchesContract, ContractViolationError } from './openapi.ts';
import type { ContractMatch } from './openapi.ts';
import { recordCoverage } from './coverage.ts';

/** Options of {@link createTestClient}. */
export interface TestClientOptions {
  /** The server's origin, e.g. `http://127.0.0.1:54321` (paths already start with `/v1`). */
  baseUrl: string;
  /** API key sent as a bearer token; omit to send no `Authorization` header. */
  apiKey?: string | undefined;
  headers?: ClientOptions['headers'];
  requestId?: ClientOptions['requestId'];
  /** Record responses for the coverage report (default true; false for calls to a mock). */
  coverage?: boolean;
}

/** The SDK's client, whose every response is checked against the document and recorded. */
export function createTestClient(options: TestClientOptions): WsaClient {
  const client = createClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    headers: options.headers,
    requestId: options.requestId,
    // Tests see every answer as the server gave it: no retries, no keys the test did not send.
    maxRetries: 0,
  });
  client.use(contractMiddleware({ coverage: options.coverage ?? true }));
  return client;
}

/** openapi-fetch middleware: checks each response against the document and records coverage. */
export function contractMiddleware(options: { coverage?: boolean } = {}): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      await checkResponse({
        method: request.method,
        url: request.url,
        pathTemplate: schemaPath,
        response: response.clone(),
        coverage: options.coverage ?? true,
      });
      return undefined;
    },
  };
}

/** A request for {@link rawRequest}. */
export interface RawRequest {
  method: string;
  /** Path with optional query string, e.g. `/v1/projects?x=1`. */
  path: string;
  headers?: Record<string, string>;
  /** Sent as is when a string or bytes; anything else is sent as JSON (`Content-Type: application/json` unless set). */
  body?: unknown;
  /** Convenience: sends `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** Record for the coverage report (default true). */
  coverage?: boolean;
  /** Check the response against the document (default true). */
  contract?: boolean;
}

/** What {@link rawRequest} returns. */
export interface RawResponse<TBody = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body; the text when it is not JSON; `undefined` when empty. */
  body: TBody;
  text: string;
  /** The operation and documented status the response was checked against (when checked). */
  contract: ContractMatch | undefined;
}

/**
 * Sends one request with plain `fetch` (no SDK, no middleware), then checks the response against
 * the document and records coverage like the typed client does. Redirects are not followed.
 */
export async function rawRequest<TBody = unknown>(baseUrl: string, request: RawRequest): Promise<RawResponse<TBody>> {
  const headers = new Headers(request.headers);
  if (request.apiKey !== undefined && !headers.has('authorization')) {
    headers.set('Authorization', `Bearer ${request.apiKey}`);
  }
  let body: string | Uint8Array | undefined;
  if (typeof request.body === 'string' || request.body instanceof Uint8Array) {
    body = request.body;
  } else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    if (!headers.has('content-type')) headers.set('Content-Type', 'application/json');
  }
  const url = new URL(request.path, baseUrl).toString();
  const response = await fetch(url, { method: request.method.toUpperCase(), headers, body, redirect: 'manual' });
  const text = await response.text();
  const contract =
    request.contract === false
      ? undefined
      : await checkResponse({
          method: request.method,
          url,
          response,
          text,
          coverage: request.coverage ?? true,
        });
  return {
    status: response.status,
    headers: response.headers,
    body: parseBody(text, response.headers.get('content-type'), false) as TBody,
    text,
    contract,
  };
}

interface CheckInput {
  method: string;
  url: string;
  pathTemplate?: string | undefined;
  response: Response;
  /** The body, when already read from `response`. */
  text?: string;
  coverage: boolean;
}

async function checkResponse(input: CheckInput): Promise<ContractMatch> {
  const { response } = input;
  const text = input.text ?? (await response.text());
  const contentType = response.headers.get('content-type');
  let body: unknown;
  try {
    body = parseBody(text, contentType, true);
  } catch (error) {
    throw new ContractViolationError(
      `Contract violation: ${input.method.toUpperCase()} ${new URL(input.url).pathname} answered ${response.status} ` +
        `with Content-Type ${contentType} but a body that is not JSON (${(error as Error).message}): ${text.slice(0, 300)}`,
      undefined,
      response.status,
    );
  }
  const match = assertResponseMatchesContract({
    method: input.method,
    path: input.url,
    pathTemplate: input.pathTemplate,
    status: response.status,
    contentType,
    body,
    headers: response.headers,
  });
  if (input.coverage && match.operation) recordCoverage(match.operation.operationId, response.status);
  return match;
}

function isJsonContentType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

function parseBody(text: string, contentType: string | null, strict: boolean): unknown {
  if (text === '') return undefined;
  if (!isJsonContentType(contentType)) return text;
  try {
    return JSON.parse(text);
  } catch (error) {
    if (strict) throw error;
    return text;
  }
}
