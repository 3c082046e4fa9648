import { fetchCause } from '../errors.ts';

/** Why a `fetch` got no answer, in a few words (see {@link fetchCause}). */
export function fetchFailure(err: unknown): string {
  const cause = fetchCause(err);
  if (typeof cause?.message === 'string' && cause.message !== '') return cause.message;
  if (typeof cause?.code === 'string') return cause.code;
  return err instanceof Error ? err.message : String(err);
}
