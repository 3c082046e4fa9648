/**
 * @workspace-automation/sdk: the typed client of the Workspace Automation Service v1 API.
 *
 * - {@link createClient}: per-resource methods (`wsa.projects.create(…)`) and openapi-fetch typed by
 *   the generated `paths`, with bearer auth, request ids, time-outs and retries that carry an
 *   `Idempotency-Key` on every POST.
 * - {@link unwrap}: a result's data, or the {@link ApiError} subclass for its status.
 * - {@link paginate}: every item of a paginated list, as an async iterator.
 *
 * Webhook receivers import `@workspace-automation/sdk/webhooks` (WebCrypto; not part of this entry,
 * which imports nothing Node-only and bundles for browsers).
 */
export { createClient, unwrap, bearerAuthMiddleware, requestIdMiddleware, REQUEST_ID_HEADER } from './client.ts';
export type { ApiClient, ClientOptions, FetchResultLike, Unwrapped, WsaClient } from './client.ts';
export type { ApiResources, CallOptions, MethodInput, MethodOutput, ResourceCall } from './resources.ts';
export { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, USER_AGENT, retryingFetch } from './retries.ts';
export type { RetryOptions, RequestEvent, RequestHooks } from './retries.ts';
export { SDK_VERSION } from './version.ts';

export {
  ApiError,
  BadRequestError,
  AuthenticationError,
  PermissionDeniedError,
  NotFoundError,
  ConflictError,
  UnprocessableEntityError,
  RateLimitError,
  ApiConnectionError,
  ApiTimeoutError,
  isErrorEnvelope,
} from './errors.ts';
export type { ApiErrorInit, ErrorDetail, ErrorEnvelope } from './errors.ts';

export { paginate } from './paginate.ts';
export type { ListItem, PageMeta, PaginateArgs, PaginateInit, PaginatedPath } from './paginate.ts';

export type { paths, components, operations } from './generated/openapi-types.ts';

import type { components } from './generated/openapi-types.ts';
/** The document's named schemas, e.g. `Schemas["Project"]`. */
export type Schemas = components['schemas'];
