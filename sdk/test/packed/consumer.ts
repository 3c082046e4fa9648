/**
 * A consumer of the packed SDK, as a user writes one: copied into fresh ESM and CommonJS projects
 * that install the tarball, type-checked there by tsc (strict; each @ts-expect-error must be an
 * error) and run against a live server. Prints one JSON line with what it saw. Its inputs come from
 * the environment: the server, a key, a peer that hangs, a peer that fails before it answers.
 */
import {
  ApiConnectionError,
  ApiTimeoutError,
  createClient,
  NotFoundError,
  SDK_VERSION,
  unwrap,
  type RequestEvent,
  type Schemas,
} from '@workspace-automation/sdk';
import { computeWebhookSignature, verifyWebhookSignature, type WebhookEvent } from '@workspace-automation/sdk/webhooks';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

async function main(): Promise<Record<string, unknown>> {
  const attempts: string[] = [];
  const wsa = createClient({
    baseUrl: env('WSA_URL'),
    apiKey: env('WSA_KEY'),
    hooks: { onRequest: (event: RequestEvent) => attempts.push(`${event.method} ${new URL(event.url).pathname}`) },
  });

  // Per-resource methods, typed from the contract.
  const workspace = (await wsa.workspaces.create({ body: { name: 'From the tarball' } })).data;
  const project = (await wsa.projects.create({ body: { workspace_id: workspace.id, name: 'Packed' } })).data;
  const task = (await wsa.projects.tasks.create({ project_id: project.id, body: { name: 'Ship it' } })).data;
  const done = (await wsa.tasks.update({ task_id: task.id, body: { status: 'completed' } })).data;
  const listed = await wsa.workspaces.projects.list({ workspace_id: workspace.id, per_page: 5 });
  const deleted: undefined = await wsa.tasks.delete({ task_id: task.id });
  const name: string = project.name;

  // The path-based client beside them.
  const same = await unwrap(wsa.GET('/v1/projects/{project_id}', { params: { path: { project_id: project.id } } }));

  let notFound = '';
  try {
    await wsa.projects.get({ project_id: 'proj_doesnotexist00000000' });
  } catch (err) {
    if (err instanceof NotFoundError) notFound = err.code;
  }

  // No answer at all: a typed connection error after the retries.
  let refused = '';
  try {
    await createClient({ baseUrl: 'http://127.0.0.1:9', apiKey: env('WSA_KEY'), maxRetries: 1 }).users.me.get();
  } catch (err) {
    if (err instanceof ApiConnectionError && !(err instanceof ApiTimeoutError)) refused = `${err.name}:${err.attempts}`;
  }
  let timedOut = '';
  const hanging = createClient({ baseUrl: env('HANG_URL'), apiKey: env('WSA_KEY'), timeout: 200, maxRetries: 0 });
  try {
    await hanging.users.me.get();
  } catch (err) {
    if (err instanceof ApiTimeoutError) timedOut = err.name;
  }
  // A per-call time-out wins over the client's.
  let perCall = '';
  try {
    await createClient({ baseUrl: env('HANG_URL'), apiKey: env('WSA_KEY'), maxRetries: 0 }).users.me.get(undefined, { timeout: 150 });
  } catch (err) {
    if (err instanceof ApiTimeoutError) perCall = err.message;
  }
  // A caller's signal aborts at once, and is not retried.
  let aborted = '';
  const controller = new AbortController();
  setTimeout(() => controller.abort(new Error('stopped by the caller')), 100);
  try {
    await createClient({ baseUrl: env('HANG_URL'), apiKey: env('WSA_KEY') }).users.me.get(undefined, { signal: controller.signal });
  } catch (err) {
    aborted = (err as Error).message;
  }

  // Retries: the flaky peer answers 503 (and then 429) before it answers; a POST keeps its key.
  const flaky = createClient({ baseUrl: env('FLAKY_URL'), apiKey: env('WSA_KEY'), maxRetries: 2 });
  const retried = (await flaky.projects.create({ body: { workspace_id: workspace.id, name: 'Retried' } })).data;

  // Webhook verification from its own entry point, on WebCrypto.
  const payload = JSON.stringify({ id: 'evt_1', type: 'ping', created_at: '2026-11-25T00:00:00Z', data: { webhook_id: 'wh_1' } });
  const signature = await computeWebhookSignature(payload, 'a-webhook-secret-of-some-length');
  const verified = await verifyWebhookSignature({ payload, header: signature, secret: 'a-webhook-secret-of-some-length' });
  const forged = await verifyWebhookSignature({ payload: payload + ' ', header: signature, secret: 'a-webhook-secret-of-some-length' });
  const eventType: WebhookEvent['type'] = 'ping';

  return {
    version: SDK_VERSION,
    status: done.status,
    listed: listed.meta.total,
    deleted: deleted === undefined,
    name,
    same: same.data.id === project.id,
    notFound,
    refused,
    timedOut,
    perCall,
    aborted,
    retried: retried.name,
    verified,
    forged,
    eventType,
    attempts,
  };
}

// What the compiler must refuse: a wrong path, a wrong body field, a missing path parameter, a wrong
// field of a result. Never called: it only has to type-check with these errors expected.
export async function mistakes(wsa: ReturnType<typeof createClient>, project: Schemas['Project']): Promise<void> {
  // @ts-expect-error: no such path
  await wsa.GET('/v1/nothing-here');
  // @ts-expect-error: `nme` is not a field of the body
  await wsa.projects.create({ body: { workspace_id: 'ws_1', nme: 'typo' } });
  // @ts-expect-error: `id` is required
  await wsa.projects.get({});
  // @ts-expect-error: a project has no `nmae`
  console.log(project.nmae);
  // @ts-expect-error: status is one of the task statuses
  await wsa.tasks.update({ task_id: 'task_1', body: { status: 'finished' } });
}

main().then(
  (result) => console.log(JSON.stringify(result)),
  (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  },
);
