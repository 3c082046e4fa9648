import { postSlackMessage } from '../../../net/slack-api.ts';
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

export async function sendSlackMessage(ctx: ActionContext, config: Config): Promise<void> {
  const { channel, text } = orFail(prepareSlackMessage(ctx, config));
  const { slackApiUrl, slackBotToken } = ctx.deps.config;
  try {
    await postSlackMessage({ slackApiUrl, slackBotToken: slackBotToken! }, channel, text);
  } catch (err) {
    throw new ActionError(`send_slack_message: ${(err as Error).message}`);
  }
}
