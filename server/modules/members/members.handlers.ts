import type { Handlers } from '../../../generated/handlers.ts';
import type { HandlerContext } from '../../context.ts';
import * as service from './members.service.ts';

export const memberHandlers: Pick<Handlers<HandlerContext>, 'listMembers' | 'updateMember' | 'removeMember'> = {
  async listMembers(req, { deps, caller }) {
    return { status: 200, body: { data: await service.listMembers(deps, caller, req) } };
  },

  async updateMember(req, { deps, caller }) {
    return { status: 200, body: { data: await service.updateMember(deps, caller, req) } };
  },

  async removeMember(req, { deps, caller }) {
    await service.removeMember(deps, caller, req);
    return { status: 204 };
  },
};
