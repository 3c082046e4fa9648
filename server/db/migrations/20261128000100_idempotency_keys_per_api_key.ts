import type { Knex } from 'knex';

// Idempotency keys belong to the API key that sent them, no longer to its user (issue 21, point 3):
// a stored response is replayed only to that key, so a secret in it (a new API key's) never reaches
// another of the user's keys, whatever their scope; another key sending the same Idempotency-Key
// makes a request of its own. `user_id` stays, so the rows of a user can still be found.
//
// A row stored before this is kept for each of its user's active keys, so a retry in flight across
// the upgrade still runs once (its replay is authorized like any other), except a new API key's:
// its secret must go only to the key that asked, and which key that was is not known.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table idempotency_keys drop constraint idempotency_keys_pkey, add column api_key_id text;
    insert into idempotency_keys
      (api_key_id, user_id, key, request_hash, request_line, response_status, response_headers, response_body, created_at)
    select k.id, i.user_id, i.key, i.request_hash, i.request_line, i.response_status, i.response_headers, i.response_body, i.created_at
      from idempotency_keys i
      join api_keys k on k.user_id = i.user_id and k.revoked_at is null
     where i.api_key_id is null and i.request_line <> 'POST /v1/api-keys';
    delete from idempotency_keys where api_key_id is null;
    alter table idempotency_keys alter column api_key_id set not null, add primary key (api_key_id, key);
  `);
}

// Back to one row per user and key: where several of a user's keys used one, the oldest row stays.
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    delete from idempotency_keys a using idempotency_keys b
     where a.user_id = b.user_id and a.key = b.key and (a.created_at, a.api_key_id) > (b.created_at, b.api_key_id);
    alter table idempotency_keys drop constraint idempotency_keys_pkey, drop column api_key_id, add primary key (user_id, key);
  `);
}
