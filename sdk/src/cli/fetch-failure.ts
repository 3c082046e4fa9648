/**
 * Why a `fetch` got no answer, in a few words. Node's fetch throws "fetch failed" and keeps the
 * reason in `cause`: `connect ECONNREFUSED 127.0.0.1:4242`, `bad port`, or (for a name with several
 * addresses) an AggregateError with only a `code`.
 */
export function fetchFailure(err: unknown): string {
  const cause = (err as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  if (typeof cause?.message === 'string' && cause.message !== '') return cause.message;
  if (typeof cause?.code === 'string') return cause.code;
  return err instanceof Error ? err.message : String(err);
}
