import type { Knex } from 'knex';

// Automations act as their author (the member who created them or last changed their trigger or
// actions). The id is kept without a foreign key: after the author leaves, the automation still
// names them, and it stops running until someone re-saves it.
//
// `call_webhook` header values are write-only: `actions` holds `********` in their place and the
// values live sealed (secret-box) in `header_secrets`, keyed `<action index>/<header name>`; a run
// copies them with its actions. Existing plaintext values are moved there at start-up (the key is
// not available to migrations): see automations/header-secrets.ts.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table automations
      add column author_member_id text,
      add column author_name text not null default '',
      add column header_secrets jsonb not null default '{}';
    alter table automation_runs add column header_secrets jsonb not null default '{}';

    -- Automations made before authors existed act as their workspace's first owner.
    update automations a
       set author_member_id = o.id, author_name = o.name
      from (
        select distinct on (m.workspace_id) m.workspace_id, m.id, u.name
          from members m join users u on u.id = m.user_id
         where m.role = 'owner'
         order by m.workspace_id, m.joined_at, m.id
      ) o, projects p
     where p.id = a.project_id and o.workspace_id = p.workspace_id;

    create index automations_author_idx on automations (author_member_id);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table automation_runs drop column header_secrets;
    alter table automations drop column header_secrets, drop column author_name, drop column author_member_id;
  `);
}
