/**
 * What the signed-in key may do in the chosen workspace, by the server's own rule
 * (server/auth/permissions.ts, bundled here): the page offers only that, and the API still decides.
 */
import { adminReadRefusal, refusal, writeRefusal, type Need, type Role, type Scope } from '../../server/auth/permissions.ts';

export type { Role, Scope };

export interface Access {
  role: Role;
  scope: Scope;
  /** Projects, tasks, automations and workflows: create, change, switch on and off. */
  edit: boolean;
  /** Members, webhooks and the workspace's settings. */
  manage: boolean;
  /** Reading the workspace's webhooks and their deliveries: the admin role, with a key of any scope. */
  seeAdmin: boolean;
  /** The caller's own things (tokens, notifications, preferences): any key but a read-only one. */
  own: boolean;
}

export function accessOf(role: Role, scope: Scope): Access {
  const may = (need: Need) => refusal(scope, role, need, '') === undefined;
  return {
    role,
    scope,
    edit: may('edit'),
    manage: may('manage'),
    seeAdmin: adminReadRefusal(role, '') === undefined,
    own: writeRefusal(scope) === undefined,
  };
}
