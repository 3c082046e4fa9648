import type { Handlers } from '../../generated/handlers.ts';
import type { HandlerContext } from '../context.ts';
import type { PostOperationId, ReplayAuthorizers } from '../http/idempotency.ts';
import { apiKeyAuthorizers, apiKeyHandlers } from './keys/api-keys.handlers.ts';
import { automationAuthorizers, automationHandlers } from './automations/api/automations.handlers.ts';
import { eventTypeHandlers } from './events/event-types.handlers.ts';
import { eventHandlers } from './events/events.handlers.ts';
import { healthHandlers } from './health/health.handlers.ts';
import { invitationAuthorizers, invitationHandlers } from './members/invitations.handlers.ts';
import { memberHandlers } from './members/members.handlers.ts';
import { notificationAuthorizers, notificationHandlers } from './notifications/notifications.handlers.ts';
import { projectAuthorizers, projectHandlers } from './projects/projects.handlers.ts';
import { taskAuthorizers, taskHandlers, taskKeyWriters } from './tasks/tasks.handlers.ts';
import { webhookAuthorizers, webhookHandlers } from './webhooks/api/webhooks.handlers.ts';
import { workspaceAuthorizers, workspaceHandlers } from './workspaces/workspaces.handlers.ts';
import { workflowAuthorizers, workflowHandlers } from './workflows/workflows.handlers.ts';

/** Every module's handlers: typed as the full map, so an operation without a handler does not compile. */
export const handlers: Handlers<HandlerContext> = {
  ...healthHandlers,
  ...apiKeyHandlers,
  ...workspaceHandlers,
  ...projectHandlers,
  ...memberHandlers,
  ...invitationHandlers,
  ...taskHandlers,
  ...automationHandlers,
  ...workflowHandlers,
  ...webhookHandlers,
  ...eventTypeHandlers,
  ...eventHandlers,
  ...notificationHandlers,
};

/** Every POST's replay check: typed as the full map, so a POST without one does not compile. */
export const authorizers: ReplayAuthorizers<HandlerContext> = {
  ...apiKeyAuthorizers,
  ...workspaceAuthorizers,
  ...projectAuthorizers,
  ...invitationAuthorizers,
  ...taskAuthorizers,
  ...automationAuthorizers,
  ...workflowAuthorizers,
  ...webhookAuthorizers,
  ...notificationAuthorizers,
};

/** The POSTs whose work writes a keyed request's Idempotency-Key in its own statement (http/idempotency.ts, KeyWrite). */
export const keyWriters: ReadonlySet<PostOperationId> = new Set([...taskKeyWriters]);
