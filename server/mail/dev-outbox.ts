/**
 * Reading the dev outbox (`mail_outbox`: the mail kept when no SMTP_URL is set) from the operator CLI:
 * `mail list [--to ADDRESS] [--limit N]` newest first, a line each; `mail show ID` one message whole.
 */
import type { Knex } from 'knex';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 500;

export class OutboxUsageError extends Error {}

export async function listOutbox(knex: Knex, options: { to?: string | undefined; limit?: string | undefined }): Promise<string> {
  const limit = options.limit === undefined ? DEFAULT_LIMIT : Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw new OutboxUsageError(`--limit must be a whole number from 1 to ${MAX_LIMIT}`);
  const query = knex('mail_outbox').orderBy('id', 'desc').limit(limit).select('id', 'to_address', 'subject', 'created_at');
  if (options.to) query.whereRaw('lower(to_address) = lower(?)', [options.to]);
  const rows = await query;
  if (rows.length === 0) return options.to ? `no mail to ${options.to} in the dev outbox` : 'the dev outbox is empty';
  return rows.map((m) => `${m.id}\t${m.created_at.toISOString()}\t${m.to_address}\t${m.subject}`).join('\n');
}

export async function showOutbox(knex: Knex, id: string | undefined): Promise<string> {
  if (!id || !/^[1-9][0-9]{0,17}$/.test(id)) throw new OutboxUsageError('mail show needs the id `mail list` prints');
  const mail = await knex('mail_outbox')
    .where({ id: Number(id) })
    .first();
  if (!mail) throw new OutboxUsageError(`no mail ${id} in the dev outbox`);
  return [`To: ${mail.to_address}`, `Subject: ${mail.subject}`, `Date: ${mail.created_at.toISOString()}`, '', mail.body].join('\n');
}
