import type { Handlers } from '../../../generated/handlers.ts';
import type { HandlerContext } from '../../context.ts';
import { HttpError, databaseUnavailable } from '../../http/errors.ts';

export const healthHandlers: Pick<Handlers<HandlerContext>, 'getHealth' | 'getReadiness'> = {
  getHealth() {
    return Promise.resolve({ status: 200, body: { status: 'ok' } });
  },

  async getReadiness(_req, ctx) {
    // A load balancer stops sending here while in-flight requests finish.
    if (ctx.deps.lifecycle.draining)
      throw new HttpError(503, 'The service is shutting down; send requests to another instance.', { headers: { 'Retry-After': '1' } });
    try {
      await ctx.deps.knex.raw('select 1');
    } catch (err) {
      ctx.log.warn({ err }, 'readiness check failed');
      ctx.deps.database.markDown(err);
      throw databaseUnavailable();
    }
    // Deaf to notifications, this process learns of key changes and new events late (docs/decisions.md#a-pooler-in-front).
    if (!ctx.deps.listener.hearing())
      throw new HttpError(
        503,
        "This instance does not hear the database's notifications right now (its LISTEN connection is down or deaf); send requests to another instance.",
        { headers: { 'Retry-After': '1' } },
      );
    return { status: 200, body: { status: 'ok' } };
  },
};
