import { OutboundError } from '../../../net/outbound.ts';
import { headerBox, openHeaders } from '../header-secrets.ts';
import { jsonEscape, renderTemplate } from '../engine/templates.ts';
import { ActionError, type ActionContext } from './context.ts';

interface Config {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** The request a `call_webhook` step sends, from its header values (opened, or masked in a dry run) and the run's variables. */
export function webhookRequest(
  config: Config,
  headerValues: Record<string, string>,
  variables: Record<string, unknown>,
): { url: string; method: string; headers: Record<string, string>; body: string | undefined } {
  const headers: Record<string, string> = {};
  // A rendered value (a task name, say) may hold line breaks, which no header value may: they become spaces.
  for (const [name, value] of Object.entries(headerValues))
    headers[name.toLowerCase()] = renderTemplate(value, variables).replace(/[\r\n]+/g, ' ');
  const method = config.method ?? 'POST';
  if (config.body !== undefined && method !== 'GET' && !headers['content-type']) headers['content-type'] = 'application/json';
  // In a JSON body, values are escaped so a task named `Say "hi"` keeps the document valid.
  const escape = /json/i.test(headers['content-type'] ?? '') ? jsonEscape : undefined;
  const body = config.body === undefined || method === 'GET' ? undefined : renderTemplate(config.body, variables, escape);
  return { url: renderTemplate(config.url, variables), method, headers, body };
}

/** An HTTPS request under the same SSRF rules as webhooks, with a 10 s time-out and an `Idempotency-Key`; non-2xx fails the step. */
export async function callWebhook(config: Config, ctx: ActionContext): Promise<void> {
  const values = openHeaders(ctx.stepIndex, config.headers, ctx.run.header_secrets, headerBox(ctx.deps.config.secretKey!));
  const { url, method, headers, body } = webhookRequest(config, values, ctx.variables);
  // The same for every execution of this step, so an endpoint can tell a step done again after its
  // worker stopped answering mid-request; an automation may set its own.
  headers['idempotency-key'] ??= `${ctx.run.id}.${ctx.stepIndex}`;
  try {
    const response = await ctx.outbound.send({ url, method, headers, body, timeoutMs: 10_000 });
    if (response.status < 200 || response.status > 299) throw new ActionError(`call_webhook: the endpoint answered ${response.status}`);
  } catch (err) {
    if (err instanceof OutboundError) throw new ActionError(`call_webhook: ${err.message}`);
    throw err;
  }
}
