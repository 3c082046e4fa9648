import type { HandlerMap } from '../http/router.ts';
import { apiKeyHandlers } from './api-keys/api-keys.handlers.ts';
import { automationHandlers } from './automations/automations.handlers.ts';
import { healthHandlers } from './health/health.handlers.ts';
import { invitationHandlers } from './invitations/invitations.handlers.ts';
import { memberHandlers } from './members/members.handlers.ts';
import { projectHandlers } from './projects/projects.handlers.ts';
import { taskHandlers } from './tasks/tasks.handlers.ts';
import { workspaceHandlers } from './workspaces/workspaces.handlers.ts';

/** Every module's handlers; an operation missing here answers 501. */
export const handlers: HandlerMap = {
  ...healthHandlers,
  ...apiKeyHandlers,
  ...workspaceHandlers,
  ...projectHandlers,
  ...memberHandlers,
  ...invitationHandlers,
  ...taskHandlers,
  ...automationHandlers,
};
