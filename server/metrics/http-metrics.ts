import type { Context } from 'koa';
import { operations } from '../../generated/operations.ts';
import type { Metrics } from './registry.ts';

/** The router names each route by its operationId; any other name (or none) is not an operation of the contract. */
const operationIds = new Set<string>(operations.map((op) => op.operationId));

/**
 * Counts and times every request by the operation the router matched and the status answered. The
 * label is the operationId, never the path: paths carry ids, and each new label value is a new series
 * Prometheus keeps. Called by the first middleware once the status is settled (error-middleware.ts).
 */
export function countRequest(metrics: Metrics, ctx: Context, seconds: number): void {
  metrics.requestAnswered(operationOf(ctx), ctx.status, seconds);
}

function operationOf(ctx: Context): string {
  const name = (ctx as Context & { routerName?: string }).routerName;
  return name !== undefined && operationIds.has(name) ? name : 'unmatched';
}
