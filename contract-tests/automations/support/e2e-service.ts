/**
 * The service the automation end-to-end tests run against, as mocha hooks (the shape of
 * contract-tests/webhooks/support/harness.ts): the real service (API, worker, dispatcher) with its
 * Slack API pointed at a fake Slack Web API and, where a file sends mail, its mail at a real SMTP
 * server, both on 127.0.0.1. `started` gets the parts once they run; all stop after the file.
 */
import { ownerWithWorkspace, type WorkspaceFixture } from '../../support/fixtures.ts';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { startFakeSlack, type FakeSlack } from '../../support/slack.ts';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp.ts';
import { createProject } from './e2e.ts';

export interface ServiceWithSlack {
  server: TestServer;
  slack: FakeSlack;
}

export interface ServiceWithSlackAndMail extends ServiceWithSlack {
  smtp: TestSmtpServer;
}

export const slackEnv = (slack: FakeSlack) => ({ SLACK_API_URL: slack.apiUrl, SLACK_BOT_TOKEN: slack.token });

export function useServiceWithSlack(started: (parts: ServiceWithSlack) => void): void {
  useService(undefined, ({ server, slack }) => started({ server, slack }));
}

/** As {@link useServiceWithSlack}, and the service's mail goes over SMTP from `mailFrom`. */
export function useServiceWithSlackAndMail(mailFrom: string, started: (parts: ServiceWithSlackAndMail) => void): void {
  useService(mailFrom, ({ server, slack, smtp }) => started({ server, slack, smtp: smtp! }));
}

function useService(mailFrom: string | undefined, started: (parts: ServiceWithSlack & { smtp?: TestSmtpServer }) => void): void {
  let slack: FakeSlack | undefined;
  let smtp: TestSmtpServer | undefined;
  let server: TestServer | undefined;
  before(async () => {
    slack = await startFakeSlack();
    smtp = mailFrom === undefined ? undefined : await startSmtpServer();
    server = await startTestServer({ ...slackEnv(slack), ...(smtp ? { SMTP_URL: smtp.url, MAIL_FROM: mailFrom } : {}) });
    started({ server, slack, smtp });
  });
  after(async () => {
    await server?.close();
    await smtp?.close();
    await slack?.close();
  });
}

export interface WorkspaceWithProject extends WorkspaceFixture {
  workspaceName: string;
  projectId: string;
  projectName: string;
  /** Unique in this process: for channels, paths and addresses of this test alone. */
  tag: string;
}

let made = 0;

/**
 * A fresh workspace and shared project per test, so runs, events and plan usage never mix; their
 * names are `names` numbered (`Acme 3`, `Website 3`) for templates to render.
 */
export async function workspaceWithProject(
  server: TestServer,
  names: { workspace: string; project: string },
): Promise<WorkspaceWithProject> {
  made += 1;
  const workspaceName = `${names.workspace} ${made}`;
  const fixture = await ownerWithWorkspace(server, workspaceName);
  const projectName = `${names.project} ${made}`;
  const project = await createProject(fixture.owner, fixture.workspaceId, projectName);
  return { ...fixture, workspaceName, projectId: project.id, projectName, tag: `t${made}-${process.pid}` };
}
