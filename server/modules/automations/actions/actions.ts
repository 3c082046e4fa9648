import type { Action } from '../validate-automation.ts';
import { callWebhook, prepareWebhookCall, type PreparedWebhookCall } from './call-webhook.ts';
import type { ActionContext, PrepareContext } from './context.ts';
import { prepareEmail, sendEmail, type PreparedEmail } from './send-email.ts';
import { prepareSlackMessage, sendSlackMessage, type PreparedSlackMessage } from './send-slack-message.ts';
import { createTaskAction, prepareCreateTask, prepareUpdateTask, updateTaskAction } from './task-actions.ts';
import type { PreparedCreateTask, PreparedUpdateTask } from './task-actions.ts';

/** A step prepared: what it would do, and the problem that would fail it (null when none). */
export type PreparedAction =
  | ({ type: 'send_slack_message' } & PreparedSlackMessage)
  | ({ type: 'send_email' } & PreparedEmail)
  | ({ type: 'create_task' } & PreparedCreateTask)
  | ({ type: 'update_task' } & PreparedUpdateTask)
  | ({ type: 'call_webhook' } & PreparedWebhookCall);

/** Renders and checks one action with nothing performed: what a dry run shows, and what a run checks first. */
export async function prepareAction(ctx: PrepareContext, action: Action): Promise<PreparedAction> {
  switch (action.type) {
    case 'send_slack_message':
      return { type: action.type, ...prepareSlackMessage(ctx, action.config) };
    case 'send_email':
      return { type: action.type, ...prepareEmail(ctx, action.config) };
    case 'create_task':
      return { type: action.type, ...(await prepareCreateTask(ctx, action.config)) };
    case 'update_task':
      return { type: action.type, ...(await prepareUpdateTask(ctx, action.config)) };
    case 'call_webhook':
      return { type: action.type, ...prepareWebhookCall(ctx, action.config) };
  }
}

/** Prepares one action and performs it; a problem preparing finds fails the step (ActionError) before anything is done. */
export function performAction(ctx: ActionContext, action: Action): Promise<void> {
  switch (action.type) {
    case 'send_slack_message':
      return sendSlackMessage(ctx, action.config);
    case 'send_email':
      return sendEmail(ctx, action.config);
    case 'create_task':
      return createTaskAction(ctx, action.config);
    case 'update_task':
      return updateTaskAction(ctx, action.config);
    case 'call_webhook':
      return callWebhook(ctx, action.config);
  }
}
