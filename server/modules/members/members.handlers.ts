import type { Handlers } from '../../../generated/handlers.ts';
import type { HandlerContext } from '../../context.ts';
import * as service from './members.service.ts';

export const memberHandlers: Pick<Handlers<HandlerContext>, 'listMembers' | 'updateMember' | 'removeMember'> = {
  async listMembers(req, { deps, caller }) {
    return { status: 200, body: { data: await service.listMembers(deps, caller, req.path.workspace_id) } };
  },

  async updateMember(req, { deps, caller }) {
    const data = await service.updateMemberRole(deps, caller, req.path.workspace_id, req.path.member_id, req.body.role);
    return { status: 200, body: { data } };
  },

  async removeMember(req, { deps, caller }) {
    await service.removeMember(deps, caller, req.path.workspace_id, req.path.member_id);
    return { status: 204 };
  },
};
