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

/**
 * The longest rendered URL a step sends: the template holds at most 2,048 characters, but 100
 * variables of event data could make it megabytes, which no receiver takes and parsing would stall on.
 */
export const maxUrlLength = 8_192;

export const urlTooLong = `call_webhook: the rendered URL is longer than ${maxUrlLength.toLocaleString('en-US')} characters; insert shorter values into it`;

/**
 * The request a `call_webhook` step sends, from its header values (opened, or masked in a dry run)
 * and the run's variables, and why it cannot be sent (undefined when it can). With `limit`, the
 * headers and body are rendered only so far (a dry run shows no more); the URL always stops one
 * character past its bound.
 */
export function webhookRequest(
  config: Config,
  input: { headerValues: Record<string, string>; variables: Record<string, unknown>; limit?: number },
): { url: string; method: string; headers: Record<string, string>; body: string | undefined; problem: string | undefined } {
  const { variables, limit } = input;
  const headers: Record<string, string> = {};
  // A rendered value (a task name, say) may hold line breaks, which no header value may: they become spaces.
  for (const [name, value] of Object.entries(input.headerValues))
    headers[name.toLowerCase()] = renderTemplate(value, variables, { limit }).replace(/[\r\n]+/g, ' ');
  const method = config.method ?? 'POST';
  if (config.body !== undefined && method !== 'GET' && !headers['content-type']) headers['content-type'] = 'application/json';
  // In a JSON body, values are escaped so a task named `Say "hi"` keeps the document valid.
  const escape = /json/i.test(headers['content-type'] ?? '') ? jsonEscape : undefined;
  const body = config.body === undefined || method === 'GET' ? undefined : renderTemplate(config.body, variables, { escape, limit });
  const url = renderTemplate(config.url, variables, { limit: maxUrlLength + 1 });
  return { url, method, headers, body, problem: url.length > maxUrlLength ? urlTooLong : undefined };
}

/** An HTTPS request under the same SSRF rules as webhooks, with a 10 s time-out and an `Idempotency-Key`; non-2xx fails the step. */
export async function callWebhook(config: Config, ctx: ActionContext): Promise<void> {
  const values = openHeaders(
    { index: ctx.stepIndex, headers: config.headers },
    ctx.run.header_secrets,
    headerBox(ctx.deps.config.secretKey),
  );
  const { url, method, headers, body, problem } = webhookRequest(config, { headerValues: values, variables: ctx.variables });
  if (problem) throw new ActionError(problem);
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
