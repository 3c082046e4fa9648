import { checkedTarget, OutboundError } from '../../../net/outbound.ts';
import { jsonEscape, renderTemplate } from '../engine/templates.ts';
import { ActionError, orFail, type ActionContext, type PrepareContext, type Prepared } from './context.ts';

interface Config {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * The longest rendered URL a step sends: the template holds at most 2,048 characters, but 100
 * variables of event data could make it megabytes, which no receiver takes and parsing would stall on.
 */
export const maxUrlLength = 8_192;

export const urlTooLong = `call_webhook: the rendered URL is longer than ${maxUrlLength.toLocaleString('en-US')} characters; insert shorter values into it`;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface PreparedWebhookCall extends Prepared {
  method: Method;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

/**
 * The request a `call_webhook` step sends, rendered from its header values and the run's variables,
 * and why it cannot be sent: a URL past its bound, or one the SSRF rules refuse before any lookup (a
 * name that resolves to a private address is refused when the request connects).
 */
export function prepareWebhookCall(ctx: PrepareContext, config: Config): PreparedWebhookCall {
  const { variables, renderLimit: limit } = ctx;
  const headers: Record<string, string> = {};
  // A rendered value (a task name, say) may hold line breaks, which no header value may: they become spaces.
  for (const [name, value] of Object.entries(ctx.headerValues({ index: ctx.stepIndex, headers: config.headers })))
    headers[name.toLowerCase()] = renderTemplate(value, variables, { limit }).replace(/[\r\n]+/g, ' ');
  const method = (config.method ?? 'POST') as Method;
  if (config.body !== undefined && method !== 'GET' && !headers['content-type']) headers['content-type'] = 'application/json';
  // In a JSON body, values are escaped so a task named `Say "hi"` keeps the document valid.
  const escape = /json/i.test(headers['content-type'] ?? '') ? jsonEscape : undefined;
  const body = config.body === undefined || method === 'GET' ? null : renderTemplate(config.body, variables, { escape, limit });
  const url = renderTemplate(config.url, variables, { limit: maxUrlLength + 1 });
  let problem: string | null = url.length > maxUrlLength ? urlTooLong : null;
  if (!problem) {
    try {
      checkedTarget(url, ctx.config.webhookAllowPrivateTargets);
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err;
      problem = `call_webhook: ${err.message}`;
    }
  }
  return { method, url, headers, body, problem };
}

/** An HTTPS request under the same SSRF rules as webhooks, with a 10 s time-out and an `Idempotency-Key`; non-2xx fails the step. */
export async function callWebhook(ctx: ActionContext, config: Config): Promise<void> {
  const { url, method, headers, body } = orFail(prepareWebhookCall(ctx, config));
  // The same for every execution of this step, so an endpoint can tell a step done again after its
  // worker stopped answering mid-request; an automation may set its own.
  headers['idempotency-key'] ??= `${ctx.runId}.${ctx.stepIndex}`;
  try {
    const response = await ctx.outbound.send({ url, method, headers, body: body ?? undefined, timeoutMs: 10_000 });
    if (response.status < 200 || response.status > 299) throw new ActionError(`call_webhook: the endpoint answered ${response.status}`);
  } catch (err) {
    if (err instanceof OutboundError) throw new ActionError(`call_webhook: ${err.message}`);
    throw err;
  }
}
