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
    return { status: 200, body: { data: await service.listWebhooks(deps, caller, req.query) } };
  },

  async createWebhook(req, { deps, caller }) {
    return { status: 201, body: { data: await service.createWebhook(deps, caller, req.body) } };
  },

  async getWebhook(req, { deps, caller }) {
    return { status: 200, body: { data: await service.getWebhook(deps, caller, req.path.webhook_id) } };
  },

  async updateWebhook(req, { deps, caller }) {
    return { status: 200, body: { data: await service.updateWebhook(deps, caller, req.path.webhook_id, req.body) } };
  },

  async deleteWebhook(req, { deps, caller }) {
    await service.deleteWebhook(deps, caller, req.path.webhook_id);
    return { status: 204 };
  },

  async listWebhookDeliveries(req, { deps, caller }) {
    return { status: 200, body: await service.listDeliveries(deps, caller, req.path.webhook_id, req.query) };
  },

  async redeliverWebhookDelivery(req, { deps, caller }) {
    return { status: 201, body: { data: await service.redeliver(deps, caller, req.path.webhook_id, req.path.delivery_id) } };
  },

  async recoverWebhookDeliveries(req, { deps, caller }) {
    return { status: 202, body: { data: await service.recoverDeliveries(deps, caller, req.path.webhook_id, req.body) } };
  },

  async rotateWebhookSecret(req, { deps, caller }) {
    return { status: 200, body: { data: await service.rotateSecret(deps, caller, req.path.webhook_id, req.body) } };
  },
};

export const webhookAuthorizers: Pick<
  ReplayAuthorizers<HandlerContext>,
  'createWebhook' | 'redeliverWebhookDelivery' | 'recoverWebhookDeliveries' | 'rotateWebhookSecret'
> = {
  async createWebhook(req, { deps, caller }) {
    await service.createWebhookAccess(deps, caller, req.body.workspace_id);
  },

  async redeliverWebhookDelivery(req, { deps, caller }) {
    await service.redeliverWebhookDeliveryAccess(deps, caller, req.path.webhook_id);
  },

  async recoverWebhookDeliveries(req, { deps, caller }) {
    await service.recoverWebhookDeliveriesAccess(deps, caller, req.path.webhook_id);
  },

  async rotateWebhookSecret(req, { deps, caller }) {
    await service.rotateWebhookSecretAccess(deps, caller, req.path.webhook_id);
  },
};
