/**
 * The canonical IANA name for a zone (`utc` → `UTC`, `europe/berlin` → `Europe/Berlin`), or
 * undefined when the runtime's ICU does not know it. Links such as `US/Eastern` are accepted.
 */
export function canonicalTimeZone(value: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
