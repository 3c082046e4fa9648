// Config for the knex CLI, e.g. `DATABASE_URL=... node --import tsx node_modules/knex/bin/cli.js migrate:status`.
// The service itself migrates with server/db/migrate.ts (which also installs graphile-worker's schema).
import type { Knex } from 'knex';
import { migrationConfig } from './server/db/migrate.ts';

const config: Knex.Config = {
  client: 'pg',
  connection: process.env.DATABASE_URL,
  migrations: migrationConfig,
};

export default config;
