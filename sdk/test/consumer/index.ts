// Compile-only: proves the published types of @workspace-automation/sdk work for a consumer, and that
// wrong calls are type errors. Every `@ts-expect-error` must be needed (an unused one fails), so a
// regression that widens a type to `any` fails this check too. Nothing here is ever run.
import {
  ApiError,
  AuthenticationError,
  ConflictError,
  NotFoundError,
  RateLimitError,
  UnprocessableEntityError,
  createClient,
  paginate,
  unwrap,
} from '@workspace-automation/sdk';
import { constructWebhookEvent, verifyWebhookSignature } from '@workspace-automation/sdk/webhooks';
import type { WebhookEvent, WebhookEventEnvelope } from '@workspace-automation/sdk/webhooks';
import type { ApiClient, ListItem, PaginatedPath, Schemas, components, operations, paths } from '@workspace-automation/sdk';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}

const api: ApiClient = createClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: 'wsa_test' });
createClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: 'wsa_test', requestId: () => 'req_1', headers: { 'User-Agent': 'x' } });
// @ts-expect-error baseUrl is required
createClient({ apiKey: 'wsa_test' });

// The generated types are re-exported.
type Workspace = components['schemas']['Workspace'];
assertType<Equal<Schemas['Workspace'], Workspace>>();
type CreateWorkspaceOp = operations['createWorkspace'];
assertType<Equal<paths['/v1/workspaces']['post'], CreateWorkspaceOp>>();

export async function typedCalls(): Promise<void> {
  // A typed GET: path params required, data typed from the 200 response.
  const got = await api.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: 'ws_1' } } });
  if (got.data) {
    const name: string = got.data.data.name;
    void name;
  }
  if (got.error) {
    const code: string = got.error.error.code;
    void code;
  }

  // unwrap: data or a thrown ApiError; accepts the promise or the result.
  const created = await unwrap(api.POST('/v1/workspaces', { body: { name: 'Acme' } }));
  assertType<Equal<typeof created.data, Workspace>>();
  const listed = unwrap(await api.GET('/v1/workspaces', { params: { query: { page: 2, per_page: 50 } } }));
  const total: number = listed.meta.total;
  void total;
  const deleted = await unwrap(api.DELETE('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: 'ws_1' } } }));
  assertType<Equal<typeof deleted, undefined>>();

  // paginate: items typed by the list's schema.
  for await (const workspace of paginate(api, '/v1/workspaces', { params: { query: { per_page: 100 } } })) {
    assertType<Equal<typeof workspace, ListItem<'/v1/workspaces'>>>();
    const slug: string = workspace.slug;
    void slug;
  }
  paginate(api, '/v1/workspaces');

  // A nested list needs its path parameter; filters are typed.
  for await (const project of paginate(api, '/v1/workspaces/{workspace_id}/projects', {
    params: { path: { workspace_id: 'ws_1' }, query: { archived: true } },
  })) {
    const visibility: 'private' | 'shared' = project.visibility;
    void visibility;
  }

  // Optional body fields may be left out; enums are checked.
  await api.POST('/v1/projects', { body: { workspace_id: 'ws_1', name: 'Site', visibility: 'shared' } });
  await api.PATCH('/v1/projects/{project_id}', { params: { path: { project_id: 'proj_1' } }, body: { archived: true } });
}

export async function wrongCalls(): Promise<void> {
  // @ts-expect-error a path the API does not have
  await api.GET('/v1/workspace');

  // @ts-expect-error a path without the /v1 prefix
  await api.GET('/workspaces');

  // @ts-expect-error wrong body field type: name is a string
  await api.POST('/v1/workspaces', { body: { name: 42 } });

  // @ts-expect-error missing required body field: name
  await api.POST('/v1/workspaces', { body: { timezone: 'UTC' } });

  // @ts-expect-error missing required body field: workspace_id
  await api.POST('/v1/projects', { body: { name: 'Site' } });

  // @ts-expect-error a value outside the enum: visibility is private | shared
  await api.POST('/v1/projects', { body: { workspace_id: 'ws_1', name: 'Site', visibility: 'public' } });

  // @ts-expect-error wrong body field type: archived is a boolean
  await api.PATCH('/v1/projects/{project_id}', { params: { path: { project_id: 'proj_1' } }, body: { archived: 'yes' } });

  // @ts-expect-error a POST without its required body
  await api.POST('/v1/projects', {});

  // @ts-expect-error a nested list without its path parameter
  paginate(api, '/v1/workspaces/{workspace_id}/projects');

  // @ts-expect-error missing required path parameter
  await api.GET('/v1/workspaces/{workspace_id}', { params: { path: {} } });

  // @ts-expect-error wrong query parameter type
  await api.GET('/v1/workspaces', { params: { query: { page: '2' } } });

  // @ts-expect-error POST is not a method of this path
  await api.POST('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: 'ws_1' } } });

  // @ts-expect-error a single-resource path is not paginated
  paginate(api, '/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: 'ws_1' } } });

  // @ts-expect-error the list response has no timezone (seed contract)
  for await (const workspace of paginate(api, '/v1/workspaces')) void workspace.timezone;

  const listPath: PaginatedPath = '/v1/workspaces/{workspace_id}/projects';
  void listPath;
}

export function errors(error: unknown): string {
  if (error instanceof RateLimitError) return `retry in ${error.retryAfter ?? '?'} s`;
  if (error instanceof UnprocessableEntityError) return error.details.map((d) => `${d.field}: ${d.message}`).join('; ');
  if (error instanceof NotFoundError || error instanceof ConflictError || error instanceof AuthenticationError) {
    return `${error.status} ${error.code} (${error.requestId ?? 'no request id'})`;
  }
  if (error instanceof ApiError) {
    const status: number = error.status;
    // @ts-expect-error status is read-only
    error.status = 500;
    return String(status);
  }
  return 'unknown';
}

export async function webhooks(rawBody: Buffer, header: string | string[] | undefined): Promise<string> {
  const ok: boolean = await verifyWebhookSignature({ payload: rawBody, header, secret: 's3cret-s3cret-s3cret' });
  void ok;
  // @ts-expect-error the payload must be the raw body, not a parsed object
  await verifyWebhookSignature({ payload: { id: 'evt_1' }, header: 'sha256=00', secret: 's' });
  // @ts-expect-error the secret is required
  await verifyWebhookSignature({ payload: '{}', header: 'sha256=00' });

  // The documented events form a union discriminated by `type`.
  const event: WebhookEvent = await constructWebhookEvent({ payload: rawBody, header, secret: 's3cret-s3cret-s3cret' });
  switch (event.type) {
    case 'automation.run.completed':
      return event.data.run_id;
    case 'project.created':
      return event.data.project.name;
    case 'ping':
      // @ts-expect-error a ping's data has no project
      // eslint-disable-next-line @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-member-access -- the type error this line exists to show
      return event.data.project.name;
    default:
      return event.id;
  }
}

export async function newerEvents(rawBody: string): Promise<string> {
  // An event type newer than this SDK: read it through the generic envelope.
  const event = await constructWebhookEvent<WebhookEventEnvelope<{ widget_id: string }>>({
    payload: rawBody,
    header: 'sha256=…',
    secret: 's3cret-s3cret-s3cret',
  });
  return event.data.widget_id;
}
