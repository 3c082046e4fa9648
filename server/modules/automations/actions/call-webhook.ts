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

/** An HTTPS request under the same SSRF rules as webhooks, with a 10 s time-out and an `Idempotency-Key`; non-2xx fails the step. */
export async function callWebhook(config: Config, ctx: ActionContext): Promise<void> {
  const headers: Record<string, string> = {};
  const values = openHeaders(ctx.stepIndex, config.headers, ctx.run.header_secrets, headerBox(ctx.deps.config.secretKey!));
  // A rendered value (a task name, say) may hold line breaks, which no header value may: they become spaces.
  for (const [name, value] of Object.entries(values))
    headers[name.toLowerCase()] = renderTemplate(value, ctx.variables).replace(/[\r\n]+/g, ' ');
  // The same for every execution of this step, so an endpoint can tell a step done again after its
  // worker stopped answering mid-request; an automation may set its own.
  headers['idempotency-key'] ??= `${ctx.run.id}.${ctx.stepIndex}`;
  const method = config.method ?? 'POST';
  if (config.body !== undefined && method !== 'GET' && !headers['content-type']) headers['content-type'] = 'application/json';
  // In a JSON body, values are escaped so a task named `Say "hi"` keeps the document valid.
  const escape = /json/i.test(headers['content-type'] ?? '') ? jsonEscape : undefined;
  const body = config.body === undefined || method === 'GET' ? undefined : renderTemplate(config.body, ctx.variables, escape);
  try {
    const response = await ctx.outbound.send({ url: renderTemplate(config.url, ctx.variables), method, headers, body, timeoutMs: 10_000 });
    if (response.status < 200 || response.status > 299) throw new ActionError(`call_webhook: the endpoint answered ${response.status}`);
  } catch (err) {
    if (err instanceof OutboundError) throw new ActionError(`call_webhook: ${err.message}`);
    throw err;
  }
}
