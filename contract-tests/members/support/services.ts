/**
 * The services a members test runs against, as mocha hooks: `started` gets them once they run, and
 * they stop after the describe block that called the hook.
 */
import { createTestClient } from '../../support/client.ts';
import { startServiceProcess, type ServiceProcess } from '../../support/processes.ts';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp.ts';

/** The test server with its mail going over SMTP, from `mailFrom`, to a real SMTP server on 127.0.0.1. */
export function useServiceWithMail(mailFrom: string, started: (parts: { server: TestServer; smtp: TestSmtpServer }) => void): void {
  let smtp: TestSmtpServer | undefined;
  let server: TestServer | undefined;
  before(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: mailFrom });
    started({ server, smtp });
  });
  after(async () => {
    await server?.close();
    await smtp?.close();
  });
}

/**
 * Two processes of the service over one database, each with its own key and membership cache: `a`
 * the in-process test server, `b` the real service started as its own OS process.
 */
export function useTwoProcesses(started: (parts: { a: TestServer; b: ServiceProcess }) => void): void {
  let a: TestServer | undefined;
  let b: ServiceProcess | undefined;
  before(async () => {
    a = await startTestServer();
    b = await startServiceProcess({ databaseUrl: a.connectionString });
    started({ a, b });
  });
  after(async () => {
    await b?.stop();
    await a?.close();
  });
}

/** A client of the process at `url` with `key` (one per process, as a user of two would have). */
export const clientOn = (url: string, key: string) => createTestClient({ baseUrl: url, apiKey: key });
