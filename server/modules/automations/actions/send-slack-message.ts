import { request } from 'undici';
import { renderTemplate } from '../engine/templates.ts';
import { ActionError, type ActionContext } from './context.ts';

interface Config {
  channel: string;
  message: string;
}

export const slackNotConfigured = 'send_slack_message: SLACK_BOT_TOKEN is not configured on the service';

/** The message a `send_slack_message` step posts; with `limit`, rendered only so far (a dry run shows no more). */
export function slackMessage(config: Config, variables: Record<string, unknown>, limit?: number): { channel: string; text: string } {
  return { channel: config.channel, text: renderTemplate(config.message, variables, { limit }) };
}

/** Slack Web API `chat.postMessage`: HTTP 200 with `ok: false` is a failure too. */
export async function sendSlackMessage(config: Config, ctx: ActionContext): Promise<void> {
  const { slackApiUrl, slackBotToken } = ctx.deps.config;
  if (!slackBotToken) throw new ActionError(slackNotConfigured);
  const { channel, text } = slackMessage(config, ctx.variables);
  let response;
  try {
    response = await request(`${slackApiUrl}/chat.postMessage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${slackBotToken}`, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ channel, text }),
      headersTimeout: 10_000,
      bodyTimeout: 10_000,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    throw new ActionError(`send_slack_message: Slack API unreachable: ${(err as Error).message}`);
  }
  const raw = await response.body.text();
  let body: { ok?: boolean; error?: string } = {};
  try {
    body = JSON.parse(raw) as typeof body;
  } catch {
    // Not JSON: judged by the status below.
  }
  if (response.statusCode !== 200 || body.ok !== true) {
    throw new ActionError(`send_slack_message: Slack answered ${response.statusCode}${body.error ? ` (${body.error})` : ''}`);
  }
}
