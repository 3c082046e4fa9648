/** A row as PostgreSQL's `to_json` gives it: its timestamp columns as ISO text. */
export type JsonRow<T, K extends keyof T> = Omit<T, K> & { [P in K]: string | null };

/**
 * A row read as JSON (in a statement that reads several tables' rows at once) with its timestamp
 * columns made Dates, as pg makes them when it reads the row itself: to the millisecond.
 */
export function withDates<T, K extends keyof T>(row: JsonRow<T, K>, columns: readonly K[]): T {
  const out: Record<string, unknown> = { ...row };
  for (const column of columns) {
    const value = row[column];
    out[column as string] = value === null ? null : new Date(value);
  }
  return out as T;
}
