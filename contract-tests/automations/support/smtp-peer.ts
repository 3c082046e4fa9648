/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that accepts mail like the shared one in
 * contract-tests/support/smtp.ts, and can also refuse it: recipients a test names are rejected at
 * RCPT TO with a permanent 550, the way a mail server refuses an unknown mailbox. Messages are parsed
 * with the shared helper's parser.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMessage, type ReceivedMail } from '../../support/smtp.ts';

/** A received message and `Date.now()` when its data had arrived. */
export type PeerMail = ReceivedMail & { receivedAt: number };

export interface SmtpPeer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every accepted message, oldest first. */
  readonly messages: readonly PeerMail[];
  /** Every refused recipient, in order. */
  readonly refused: readonly string[];
  /** Refuses mail to `address` (case-insensitive) from now on. */
  refuse(address: string): void;
  /** Resolves with the first accepted message that matches; rejects after `timeoutMs`. */
  waitFor(test: (mail: PeerMail) => boolean, timeoutMs?: number): Promise<PeerMail>;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: PeerMail[] = [];
  const refused: string[] = [];
  const refusing = new Set<string>();
  const waiters = new Set<{ test: (mail: PeerMail) => boolean; resolve: (mail: PeerMail) => void }>();

  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusing.has(address.address.toLowerCase())) {
        refused.push(address.address);
        const err = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: mailbox unavailable`), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const mail: PeerMail = {
          ...parseMessage(Buffer.concat(chunks).toString('utf8'), {
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          }),
          receivedAt: Date.now(),
        };
        messages.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.test(mail)) {
            waiters.delete(waiter);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = smtp.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refused,
    refuse(address) {
      refusing.add(address.toLowerCase());
    },
    waitFor(test, timeoutMs = 10_000) {
      const found = messages.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          test,
          resolve: (mail: PeerMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching mail within ${timeoutMs} ms; received: ${JSON.stringify(messages.map((m) => ({ to: m.to, subject: m.subject })))}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close() {
      return new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
