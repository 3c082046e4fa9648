import { Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Gauges prom-client names like counters, which `promtool check metrics` rejects; each is the sum of
 * a labelled gauge it also exports (`sum(nodejs_active_handles)`), so nothing is lost without them.
 */
const misnamed = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

let registry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, event loop lag, GC, handles), in one registry per process
 * and not per service: prom-client's collectors cannot be stopped (each keeps an event loop monitor
 * and a GC observer for good), and one process may start many services (the tests do). Started by the
 * first metrics listener, so a process that serves none pays nothing.
 */
export function processRegistry(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
    for (const name of misnamed) registry.removeSingleMetric(name);
  }
  return registry;
}
