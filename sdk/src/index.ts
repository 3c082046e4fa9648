/**
 * @workspace-automation/sdk: the typed client of the Workspace Automation Service v1 API.
 *
 * - {@link createClient}: openapi-fetch typed by the generated `paths`, with bearer auth, request ids,
 *   and retries that carry an `Idempotency-Key` on every POST.
 * - {@link unwrap}: a result's data, or the {@link ApiError} subclass for its status.
 * - {@link paginate}: every item of a paginated list, as an async iterator.
 * - {@link verifyWebhookSignature} / {@link constructWebhookEvent}: for webhook receivers.
 */
export { createClient, unwrap, bearerAuthMiddleware, requestIdMiddleware, REQUEST_ID_HEADER } from './client.ts';
export type { ApiClient, ClientOptions, FetchResultLike, Unwrapped } from './client.ts';
export { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, retryingFetch } from './retries.ts';
export type { RetryOptions } from './retries.ts';

export {
  ApiError,
  BadRequestError,
  AuthenticationError,
  PermissionDeniedError,
  NotFoundError,
  ConflictError,
  UnprocessableEntityError,
  RateLimitError,
  isErrorEnvelope,
} from './errors.ts';
export type { ApiErrorInit, ErrorDetail, ErrorEnvelope } from './errors.ts';

export { paginate } from './paginate.ts';
export type { ListItem, PageMeta, PaginateArgs, PaginateInit, PaginatedPath } from './paginate.ts';

export {
  SIGNATURE_HEADER,
  computeWebhookSignature,
  constructWebhookEvent,
  verifyWebhookSignature,
  WebhookSignatureError,
} from './webhooks.ts';
export type { WebhookEvent, WebhookEventEnvelope, WebhookSignatureInput } from './webhooks.ts';

export type { paths, components, operations } from './generated/openapi-types.ts';

import type { components } from './generated/openapi-types.ts';
/** The document's named schemas, e.g. `Schemas["Project"]`. */
export type Schemas = components['schemas'];
