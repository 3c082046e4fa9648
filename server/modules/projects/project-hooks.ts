import type { Knex } from 'knex';
import type { ProjectRow } from '../../auth/access.ts';

type Hook = (trx: Knex.Transaction, project: ProjectRow) => Promise<void>;

/**
 * What other modules do, inside the project's transaction, when a project is archived, unarchived
 * or deleted (automations pause, resume, and lose their pending jobs). Registered at start-up by
 * those modules, so projects do not import them.
 */
export const projectLifecycleHooks: { archived: Hook; unarchived: Hook; deleting: Hook } = {
  archived: async () => {},
  unarchived: async () => {},
  deleting: async () => {},
};
