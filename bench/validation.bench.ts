// The worst validation time per field over the hostile shapes (contract-tests/automations/support/
// hostile-shapes.ts), calling the validator as the API does. Each shape runs cold (a schedule's check
// is cached after its first run, so its first run is the figure that matters) and then warm.
import { hostileShapes } from '../contract-tests/automations/support/hostile-shapes.ts';
import { validateAutomation } from '../server/modules/automations/validate-automation.ts';

export function benchValidation(): Record<string, number> {
  const worst: Record<string, number> = {};
  for (const shape of hostileShapes) {
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      try {
        validateAutomation({
          type: shape.type,
          trigger: shape.trigger,
          actions: shape.actions,
          plan: 'free',
          timeZone: shape.timeZone ?? 'Europe/Berlin',
        });
      } catch {
        // A refusal is the expected answer for most shapes; only the time counts here.
      }
      const ms = performance.now() - started;
      const key = `${shape.field} worst ms`;
      worst[key] = Math.max(worst[key] ?? 0, Math.round(ms * 100) / 100);
    }
  }
  return worst;
}
