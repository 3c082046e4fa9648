import type { Handlers } from '../../../generated/handlers.ts';
import type { HandlerContext } from '../../context.ts';
import * as feed from './events.service.ts';

export const eventHandlers: Pick<Handlers<HandlerContext>, 'listEvents' | 'getEvent'> = {
  async listEvents(req, { deps, caller }) {
    return { status: 200, body: await feed.listEvents(deps, caller, req) };
  },

  async getEvent(req, { deps, caller }) {
    return { status: 200, body: { data: await feed.getEvent(deps, caller, req) } };
  },
};
