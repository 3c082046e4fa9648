import type { Handlers } from '../../../../generated/handlers.ts';
import type { HandlerContext } from '../../../context.ts';
import type { ReplayAuthorizers } from '../../../http/idempotency.ts';
import * as service from './webhooks.service.ts';

export const webhookHandlers: Pick<
  Handlers<HandlerContext>,
  | 'listWebhooks'
  | 'createWebhook'
  | 'getWebhook'
  | 'updateWebhook'
  | 'deleteWebhook'
  | 'listWebhookDeliveries'
  | 'redeliverWebhookDelivery'
  | 'recoverWebhookDeliveries'
  | 'rotateWebhookSecret'
> = {
  async listWebhooks(req, { deps, caller }) {
    return { status: 200, body: { data: await service.listWebhooks(deps, caller, req) } };
  },

  async createWebhook(req, { deps, caller }) {
    return { status: 201, body: { data: await service.createWebhook(deps, caller, req) } };
  },

  async getWebhook(req, { deps, caller }) {
    return { status: 200, body: { data: await service.getWebhook(deps, caller, req) } };
  },

  async updateWebhook(req, { deps, caller }) {
    return { status: 200, body: { data: await service.updateWebhook(deps, caller, req) } };
  },

  async deleteWebhook(req, { deps, caller }) {
    await service.deleteWebhook(deps, caller, req);
    return { status: 204 };
  },

  async listWebhookDeliveries(req, { deps, caller }) {
    return { status: 200, body: await service.listWebhookDeliveries(deps, caller, req) };
  },

  async redeliverWebhookDelivery(req, { deps, caller }) {
    return { status: 201, body: { data: await service.redeliverWebhookDelivery(deps, caller, req) } };
  },

  async recoverWebhookDeliveries(req, { deps, caller }) {
    return { status: 202, body: { data: await service.recoverWebhookDeliveries(deps, caller, req) } };
  },

  async rotateWebhookSecret(req, { deps, caller }) {
    return { status: 200, body: { data: await service.rotateWebhookSecret(deps, caller, req) } };
  },
};

export const webhookAuthorizers: Pick<
  ReplayAuthorizers<HandlerContext>,
  'createWebhook' | 'redeliverWebhookDelivery' | 'recoverWebhookDeliveries' | 'rotateWebhookSecret'
> = {
  async createWebhook(req, { deps, caller }) {
    await service.createWebhookAccess(deps, caller, req);
  },

  async redeliverWebhookDelivery(req, { deps, caller }) {
    await service.redeliverWebhookDeliveryAccess(deps, caller, req);
  },

  async recoverWebhookDeliveries(req, { deps, caller }) {
    await service.recoverWebhookDeliveriesAccess(deps, caller, req);
  },

  async rotateWebhookSecret(req, { deps, caller }) {
    await service.rotateWebhookSecretAccess(deps, caller, req);
  },
};
