import { parseArgs } from 'node:util';
import type { Knex } from 'knex';
import { plans, type Plan } from './modules/workspaces/workspaces.model.ts';
import type { Scope } from './auth/auth-cache.ts';
import { hashApiKey, looksLikeApiKey } from './auth/api-key-secret.ts';
import { loadConfig } from './config.ts';
import { openDatabaseForTool } from './db/attach.ts';
import { createKnex } from './db/knex.ts';
import { migrateLatest } from './db/migrate.ts';
import { createKeyForUser, revokeKey } from './modules/keys/api-keys.service.ts';
import { DomainError } from './errors.ts';
import { isEmailAddress } from './mail/address.ts';
import { listOutbox, OutboxUsageError, showOutbox } from './mail/dev-outbox.ts';
import { findOrCreateUser } from './modules/keys/users.service.ts';
import { setWorkspacePlan } from './modules/workspaces/workspaces.queries.ts';

const usage = `Operator commands (npm run --silent cli -- <command>):
  keys create --email E [--name N] [--scope admin|editor|read-only] [--workspace ws_…]
      Creates the user if new (display name N), then an API key; prints only the key.
  keys revoke <key_… id or the wsa_… key itself>
  workspaces set-plan <ws_…> free|pro|enterprise
  mail list [--to ADDRESS] [--limit N]
      The dev outbox (mail kept when no SMTP_URL is set), newest first: id, time, recipient, subject.
  mail show <id>
      One message of the dev outbox, its body included.`;

class UsageError extends Error {}

const scopes: Scope[] = ['admin', 'editor', 'read-only'];
const isPlan = (value: string | undefined): value is Plan => plans.includes(value as Plan);

async function keysCreate(knex: Knex, args: string[]): Promise<string> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, name: { type: 'string' }, scope: { type: 'string' }, workspace: { type: 'string' } },
  });
  if (!values.email || !isEmailAddress(values.email)) throw new UsageError('keys create needs --email with an e-mail address');
  const scope = (values.scope ?? 'admin') as Scope;
  if (!scopes.includes(scope)) throw new UsageError(`--scope must be one of ${scopes.join(', ')}`);
  return knex.transaction(async (trx) => {
    if (values.workspace && !(await trx('workspaces').where({ id: values.workspace }).first('id'))) {
      throw new UsageError(`workspace ${values.workspace} does not exist`);
    }
    const user = await findOrCreateUser(trx, values.email!, values.name);
    const { secret } = await createKeyForUser(trx, {
      userId: user.id,
      name: values.name ? `${values.name}'s key` : 'CLI key',
      scope,
      workspaceId: values.workspace ?? null,
    });
    return secret;
  });
}

async function keysRevoke(knex: Knex, args: string[]): Promise<string> {
  const [target] = args;
  if (!target) throw new UsageError('keys revoke needs a key id (key_…) or the key itself (wsa_…)');
  return knex.transaction(async (trx) => {
    const key = looksLikeApiKey(target)
      ? await trx('api_keys')
          .where({ key_hash: hashApiKey(target) })
          .first('id')
      : await trx('api_keys').where({ id: target }).first('id');
    if (!key) throw new UsageError('no such API key');
    await revokeKey(trx, key.id);
    return `revoked ${key.id}`;
  });
}

async function setPlan(knex: Knex, args: string[]): Promise<string> {
  const [workspaceId, plan] = args;
  if (!workspaceId || !isPlan(plan)) throw new UsageError(`workspaces set-plan needs a workspace id and one of ${plans.join(', ')}`);
  return knex.transaction(async (trx) => {
    if (!(await setWorkspacePlan(trx, workspaceId, plan))) throw new UsageError(`workspace ${workspaceId} does not exist`);
    return `${workspaceId} is now on the ${plan} plan`;
  });
}

async function mailList(knex: Knex, args: string[]): Promise<string> {
  const { values } = parseArgs({ args, options: { to: { type: 'string' }, limit: { type: 'string' } } });
  return listOutbox(knex, values);
}

const commands: Record<string, (knex: Knex, args: string[]) => Promise<string>> = {
  'keys create': keysCreate,
  'keys revoke': keysRevoke,
  'workspaces set-plan': setPlan,
  'mail list': mailList,
  'mail show': async (knex, [id]) => showOutbox(knex, id),
};

async function main(argv: string[]): Promise<number> {
  const command = commands[`${argv[0]} ${argv[1]}`];
  if (!command) {
    process.stderr.write(`${usage}\n`);
    return argv.length === 0 || argv[0] === '--help' ? 0 : 2;
  }
  const config = loadConfig(process.env, { needsSecretKey: false });
  const database = await openDatabaseForTool(config);
  const knex = createKnex(database.connectionString, { pool: { min: 0, max: 2 }, unnamedStatements: database.throughPooler });
  try {
    await migrateLatest(database.directConnectionString);
    process.stdout.write(`${await command(knex, argv.slice(2))}\n`);
    return 0;
  } catch (err) {
    // A rule the services refused (a key limit, …) is the operator's to fix, like a usage error.
    if (!(err instanceof UsageError || err instanceof DomainError || err instanceof OutboxUsageError)) throw err;
    process.stderr.write(`error: ${err.message}\n\n${usage}\n`);
    return 2;
  } finally {
    await knex.destroy();
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`error: ${(err as Error).message ?? err}\n`);
    process.exit(1);
  },
);
