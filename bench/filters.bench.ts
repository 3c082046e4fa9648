// The contains filter over hostile text: the worst check of a task description of 10,000 characters
// against values of 1,000 shaped to defeat V8's `includes` (its skip tables cover the last 250
// characters of a value), ours and `includes` itself in the same run.
import { containsText } from '../server/modules/automations/engine/text-contains.ts';

export function benchFilters(): Record<string, number> {
  const text = 'a'.repeat(10_000);
  const worst = { 'contains, ours: worst µs a check': 0, 'contains, includes: worst µs a check': 0 };
  // Warm: a worker checks filters all day; the figure is the steady one.
  for (let i = 0; i < 200; i++) containsText(text, `a${'b'.repeat(999)}`.slice(i % 2));
  for (const at of [0, 1, 250, 500, 749, 998, 999]) {
    const part = `${'a'.repeat(at)}b${'a'.repeat(999 - at)}`;
    for (const [name, search] of [
      ['contains, ours: worst µs a check', containsText],
      ['contains, includes: worst µs a check', (t: string, p: string) => t.includes(p)],
    ] as const) {
      const started = performance.now();
      for (let i = 0; i < 5; i++) search(text, part);
      worst[name] = Math.max(worst[name], Math.round(((performance.now() - started) / 5) * 1000));
    }
  }
  return worst;
}
