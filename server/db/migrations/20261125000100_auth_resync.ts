import type { Knex } from 'knex';

// A process that did not confirm an announced auth change in time is told, through this flag, to drop
// its cached keys and memberships and to stop caching until its LISTEN connection is re-established:
// its listener may be dead without the connection knowing (see auth/auth-cache.ts).
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table auth_listeners add column resync_required boolean not null default false');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table auth_listeners drop column resync_required');
}
