import type { Task } from 'graphile-worker';
import type { AppDeps } from '../context.ts';
import { messageDomain } from './address.ts';
import { workspaceLive } from '../db/live-workspace.ts';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      send_mail: SendMailPayload;
    }
  }
}

export interface SendMailPayload {
  to: string;
  subject: string;
  text: string;
  /** Names the message: the same key gives the same Message-ID, so a message sent again shows once. */
  messageKey?: string;
  /** The workspace it is about: deleted before the job runs (or between its retries), nothing is sent. */
  workspaceId?: string;
}

function assertPayload(payload: unknown): asserts payload is SendMailPayload {
  const p = payload as Partial<SendMailPayload>;
  if (typeof p?.to !== 'string' || typeof p.subject !== 'string' || typeof p.text !== 'string') {
    throw new Error('send_mail: payload needs string to, subject and text');
  }
}

/** Mail is sent by the worker, from a job enqueued with the change, so a failed request sends nothing. */
export const sendMail =
  (deps: AppDeps): Task<'send_mail'> =>
  async (payload, helpers) => {
    assertPayload(payload);
    const { messageKey, workspaceId, ...message } = payload;
    if (!(await workspaceLive(deps.knex, workspaceId))) {
      helpers.logger.info(`mail about workspace ${workspaceId} not sent: the workspace was deleted`);
      return;
    }
    await deps.mailer.send({
      ...message,
      ...(messageKey ? { messageId: `<${messageKey}@notifications.${messageDomain(deps.config.mailFrom)}>` } : {}),
    });
  };
