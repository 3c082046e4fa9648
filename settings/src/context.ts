import type { Schemas, WsaClient } from '@workspace-automation/sdk';
import type { Access } from './access.ts';

/** What every section is given: the client, who is signed in, the workspace chosen, and what the key may do there. */
export interface SectionContext {
  api: WsaClient;
  me: Schemas['User'];
  /** The signed-in key as its list shows it (scope, prefix); undefined only if the list could not show it. */
  key: Schemas['ApiKey'] | undefined;
  workspace: Schemas['Workspace'];
  access: Access;
  /** The workspace's projects the caller can see, active then archived (up to 500), for the sections that choose one. */
  projects: Array<Schemas['Project']>;
}

/** Sent (bubbling) by a section after a change the navigation shows: the unread count. */
export const UNREAD_CHANGED = 'wsa-unread-changed';

/** Every page of a list, up to `limit` items: the lists the page chooses from are bounded. */
export async function allPages<T>(
  fetchPage: (page: number) => Promise<{ data: T[]; meta: { total: number; per_page: number } }>,
  limit = 500,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; items.length < limit; page++) {
    const { data, meta } = await fetchPage(page);
    items.push(...data);
    if (data.length === 0 || page * meta.per_page >= meta.total) break;
  }
  return items.slice(0, limit);
}

export function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
