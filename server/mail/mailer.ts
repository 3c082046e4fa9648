import nodemailer, { type Transporter } from 'nodemailer';
import type { Knex } from 'knex';
import type { Logger } from '../log.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** `<…@…>`: the same for a message sent again, so mail clients show it once. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer when SMTP_URL is set (one connection per message unless the URL asks for `?pool=true`). */
function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}

/** A `mail_outbox` row: a message kept instead of sent when there is no SMTP server (development). */
interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  created_at: Date;
}

declare module 'knex/types/tables.js' {
  interface Tables {
    mail_outbox: OutboxMail;
  }
}

/** Without SMTP (development) mail is kept in the mail_outbox table and logged, so it can still be read. */
function outboxMailer(knex: Knex, log: Logger): Mailer {
  return {
    async send(message) {
      await knex('mail_outbox').insert({ to_address: message.to, subject: message.subject, body: message.text });
      log.info({ to: message.to, subject: message.subject }, 'mail stored in the dev outbox (no SMTP_URL)');
    },
    close() {},
  };
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; knex: Knex; log: Logger }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.knex, options.log);
}
