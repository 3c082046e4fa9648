import { invalid, type InvalidError } from '../../errors.ts';

/**
 * The refusal of one more of something a workspace holds at most `max` of (docs/decisions.md#bounds):
 * 422 naming `workspace_id`, the bound and what to do about it, in the same words for every bound.
 */
export function atWorkspaceBound(
  workspaceId: string,
  { max, what, counted, remedy }: { max: number; what: string; counted?: string; remedy: string },
): InvalidError {
  return invalid(
    `Workspace ${workspaceId} already has ${max.toLocaleString('en-US')} ${what}${counted ? ` (${counted})` : ''}, the most a workspace may have; ${remedy}.`,
    [{ field: '/workspace_id', message: `already has the maximum of ${max} ${what}` }],
  );
}
