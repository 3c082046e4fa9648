import type { Handlers } from '../../generated/handlers.ts';
import type { HandlerContext } from '../context.ts';
import { apiKeyHandlers } from './keys/api-keys.handlers.ts';
import { automationHandlers } from './automations/api/automations.handlers.ts';
import { eventTypeHandlers } from './events/event-types.handlers.ts';
import { healthHandlers } from './health/health.handlers.ts';
import { invitationHandlers } from './members/invitations.handlers.ts';
import { memberHandlers } from './members/members.handlers.ts';
import { projectHandlers } from './projects/projects.handlers.ts';
import { taskHandlers } from './tasks/tasks.handlers.ts';
import { webhookHandlers } from './webhooks/api/webhooks.handlers.ts';
import { workspaceHandlers } from './workspaces/workspaces.handlers.ts';

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
  ...webhookHandlers,
  ...eventTypeHandlers,
};
