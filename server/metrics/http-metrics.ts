import type { Context, Middleware } from 'koa';
import { operations } from '../../generated/operations.ts';
import type { Metrics } from './registry.ts';

/** The router names each route by its operationId; any other name (or none) is not an operation of the contract. */
const operationIds = new Set<string>(operations.map((op) => op.operationId));

/**
 * Counts and times every request by the operation the router matched and the status answered. The
 * label is the operationId, never the path: paths carry ids, and each new label value is a new series
 * Prometheus keeps. Mounted first, so it sees the status the error middleware settled on.
 */
export function httpMetrics(metrics: Metrics): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.requestAnswered(operationOf(ctx), ctx.status, seconds);
    }
  };
}

function operationOf(ctx: Context): string {
  const name = (ctx as Context & { routerName?: string }).routerName;
  return name !== undefined && operationIds.has(name) ? name : 'unmatched';
}
