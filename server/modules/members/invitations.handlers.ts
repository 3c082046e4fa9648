import type { Handlers } from '../../../generated/handlers.ts';
import type { HandlerContext } from '../../context.ts';
import type { ReplayAuthorizers } from '../../http/idempotency.ts';
import * as service from './invitations.service.ts';

export const invitationHandlers: Pick<
  Handlers<HandlerContext>,
  'listInvitations' | 'createInvitation' | 'revokeInvitation' | 'acceptInvitation'
> = {
  async listInvitations(req, { deps, caller }) {
    return { status: 200, body: await service.listInvitations(deps, caller, req) };
  },

  async createInvitation(req, { deps, caller }) {
    return { status: 201, body: { data: await service.createInvitation(deps, caller, req) } };
  },

  async revokeInvitation(req, { deps, caller }) {
    await service.revokeInvitation(deps, caller, req);
    return { status: 204 };
  },

  async acceptInvitation(req, { deps, caller }) {
    return { status: 201, body: { data: await service.acceptInvitation(deps, caller, req) } };
  },
};

export const invitationAuthorizers: Pick<ReplayAuthorizers<HandlerContext>, 'createInvitation' | 'acceptInvitation'> = {
  async createInvitation(req, { deps, caller }) {
    await service.createInvitationAccess(deps, caller, req);
  },

  // The check reads nothing, so it is not async; `then` still hands its refusal back as a rejection.
  acceptInvitation(_req, { caller }) {
    return Promise.resolve().then(() => service.acceptInvitationAccess(caller));
  },
};
