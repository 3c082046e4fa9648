/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) for tests of outgoing mail: it listens
 * on port 0, accepts messages without authentication or TLS, and keeps what it received. Recipients
 * a test names are refused at RCPT TO with a permanent 550, as a server refuses an unknown mailbox.
 *
 * Messages are parsed just enough for assertions: the envelope, the top-level headers (unfolded,
 * RFC 2047 encoded words decoded) and a single-part text body (quoted-printable or base64 decoded).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  rcptTo: string[];
  /** Envelope sender (MAIL FROM). */
  mailFrom: string | undefined;
  /** Header names lower-cased; a repeated header keeps its first value. */
  headers: Record<string, string>;
  to: string;
  from: string;
  subject: string;
  /** The decoded text body. */
  text: string;
  /** The message as received. */
  raw: string;
  /** `Date.now()` when it arrived. */
  receivedAt: number;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Everything received so far, oldest first. */
  readonly messages: readonly ReceivedMail[];
  /** Every refused recipient, in order. */
  readonly refused: readonly string[];
  /** Refuses mail to `address` (case-insensitive) from now on. */
  refuse(address: string): void;
  /** Accepts mail to `address` again. */
  accept(address: string): void;
  /** Resolves with the first message that matches (or is received later); rejects after `timeoutMs`. */
  waitFor(test: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const refused: string[] = [];
  const refusing = new Set<string>();
  const waiters = new Set<{ test: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }>();

  const smtp = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS offer (the client would try it against a self-signed
    // certificate) and no AUTH (the service sends without credentials).
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refusing.has(address.address.toLowerCase())) return callback();
      refused.push(address.address);
      callback(
        Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: mailbox unavailable`), { responseCode: 550 }),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const mail = parseMessage(Buffer.concat(chunks).toString('utf8'), {
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        });
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
    accept(address) {
      refusing.delete(address.toLowerCase());
    },

    waitFor(test, timeoutMs = 10_000) {
      const found = messages.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          test,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(
              `No matching mail within ${timeoutMs} ms; received: ${JSON.stringify(messages.map((m) => ({ to: m.to, subject: m.subject })))}`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close() {
      return new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

/** Splits a raw RFC 5322 message into headers and a decoded single-part body. */
export function parseMessage(raw: string, envelope: { rcptTo: string[]; mailFrom: string | undefined }): ReceivedMail {
  const normalised = raw.replace(/\r\n/g, '\n');
  const split = normalised.indexOf('\n\n');
  const head = split === -1 ? normalised : normalised.slice(0, split);
  const body = split === -1 ? '' : normalised.slice(split + 2);

  const headers: Record<string, string> = {};
  // Unfold: a line starting with white space continues the previous header.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = decodeEncodedWords(line.slice(colon + 1).trim());
  }

  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const charset = /charset="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1] ?? 'utf-8';
  let text: string;
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(body, charset);
  else if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString(charsetToBuffer(charset));
  else text = body;

  return {
    rcptTo: envelope.rcptTo,
    mailFrom: envelope.mailFrom,
    headers,
    to: headers.to ?? '',
    from: headers.from ?? '',
    subject: headers.subject ?? '',
    text: text.replace(/\n$/, ''),
    raw,
    receivedAt: Date.now(),
  };
}

function charsetToBuffer(charset: string): BufferEncoding {
  return /^(us-)?ascii$/i.test(charset) ? 'ascii' : /^(iso-8859-1|latin1)$/i.test(charset) ? 'latin1' : 'utf8';
}

function decodeQuotedPrintable(text: string, charset: string): string {
  const bytes: number[] = [];
  const softBreaksRemoved = text.replace(/=\n/g, '');
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const c = softBreaksRemoved[i]!;
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString(charsetToBuffer(charset));
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` (RFC 2047); white space between adjacent encoded words is dropped. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString(charsetToBuffer(charset))
        : decodeQuotedPrintable(data.replace(/_/g, ' '), charset),
    );
}
