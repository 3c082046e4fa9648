import type { Task } from 'graphile-worker';
import { workspaceLive } from '../../db/live-workspace.ts';
import type { AppDeps } from '../../context.ts';
import { postSlackMessage } from '../../net/slack-api.ts';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      send_chat_message: SendChatPayload;
    }
  }
}

export interface SendChatPayload {
  channel: string;
  text: string;
  /** The workspace it is about: deleted before the job runs (or between its retries), nothing is posted. */
  workspaceId?: string;
}

/**
 * A notification's chat message, a job of its own: a failure is retried with graphile-worker's
 * backoff and holds no other member's message. Without SLACK_BOT_TOKEN nothing can be posted: the
 * job says so in the log and ends, rather than retrying what cannot succeed.
 */
export const sendChatMessage =
  (deps: AppDeps): Task<'send_chat_message'> =>
  async (payload, helpers) => {
    const { slackApiUrl, slackBotToken } = deps.config;
    if (!slackBotToken) {
      helpers.logger.warn(`chat notification to ${payload.channel} dropped: SLACK_BOT_TOKEN is not configured`);
      return;
    }
    if (!(await workspaceLive(deps.knex, payload.workspaceId))) {
      helpers.logger.info(`chat notification to ${payload.channel} not posted: its workspace was deleted`);
      return;
    }
    try {
      await postSlackMessage({ slackApiUrl, slackBotToken }, payload.channel, payload.text);
    } catch (err) {
      // Named, so an operator can tell whose channel is broken; thrown, so graphile-worker retries it.
      throw new Error(`chat notification to ${payload.channel} failed: ${(err as Error).message}`);
    }
  };
