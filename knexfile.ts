// Config for the knex CLI, e.g. `DATABASE_URL=... node --import tsx node_modules/knex/bin/cli.js migrate:status`.
// The service itself migrates with server/db/migrate.ts (which also installs graphile-worker's schema).
import type { Knex } from 'knex';
import { knexMigratorName, migrationConfig } from './server/db/migrate.ts';

const config: Knex.Config = {
  client: 'pg',
  // Named as the service's migrator is: a service starting meanwhile waits for it (server/db/migrate.ts).
  connection: { connectionString: process.env.DATABASE_URL, application_name: knexMigratorName },
  migrations: migrationConfig,
};

export default config;
