import type { Knex } from 'knex';

/**
 * Builds index `name` (`definition`: `table (columns) [where …]`) with CREATE INDEX CONCURRENTLY, so a
 * large table keeps taking writes while it is made; the migration calling it runs outside a
 * transaction (`config = { transaction: false }`). A concurrent build cut off midway leaves an invalid
 * index of that name: it is dropped and built again. The migrations of 2026-12-06 and 12-07 hold a
 * copy of this, as they landed before it.
 */
export async function createIndexConcurrently(
  knex: Knex,
  name: string,
  definition: string,
  { unique = false }: { unique?: boolean } = {},
): Promise<void> {
  const { rows } = await knex.raw<{ rows: unknown[] }>(
    `select 1 from pg_class c join pg_index i on i.indexrelid = c.oid
      where c.relname = ? and c.relnamespace = current_schema()::regnamespace and not i.indisvalid`,
    [name],
  );
  if (rows.length > 0) await knex.raw(`drop index concurrently if exists ${name}`);
  await knex.raw(`create ${unique ? 'unique ' : ''}index concurrently if not exists ${name} on ${definition}`);
}
