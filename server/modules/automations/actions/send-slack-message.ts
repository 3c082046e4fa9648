import { request } from 'undici';
import { renderTemplate } from '../engine/templates.ts';
import { ActionError, orFail, type ActionContext, type PrepareContext, type Prepared } from './context.ts';

interface Config {
  channel: string;
  message: string;
}

export const slackNotConfigured = 'send_slack_message: SLACK_BOT_TOKEN is not configured on the service';

export interface PreparedSlackMessage extends Prepared {
  channel: string;
  text: string;
}

/** The message a `send_slack_message` step posts, and whether the service can post at all. */
export function prepareSlackMessage(ctx: PrepareContext, config: Config): PreparedSlackMessage {
  return {
    channel: config.channel,
    text: renderTemplate(config.message, ctx.variables, { limit: ctx.renderLimit }),
    problem: ctx.config.slackBotToken ? null : slackNotConfigured,
  };
}

/** Slack Web API `chat.postMessage`: HTTP 200 with `ok: false` is a failure too. */
export async function sendSlackMessage(ctx: ActionContext, config: Config): Promise<void> {
  const { channel, text } = orFail(prepareSlackMessage(ctx, config));
  const { slackApiUrl, slackBotToken } = ctx.deps.config;
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
