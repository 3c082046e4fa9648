/**
 * Issue 27, point 4: mail you can read without SMTP. The operator CLI lists the dev outbox (newest
 * first, by recipient) and shows one message with its body, as an operator runs it beside the service.
 */
import { expect } from 'chai';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait.ts';
import { runCli } from './support/run-cli.ts';

describe('operator CLI: the dev outbox', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ SMTP_URL: undefined });
  });
  after(async () => {
    await server?.close();
  });

  it('mail list shows the invitation sent to an address, and mail show prints it whole', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Mailroom');
    const invitation = (
      await owner.client.workspaces.invitations.create({
        workspace_id: workspaceId,
        body: { email: 'Reader@Example.test', role: 'editor' },
      })
    ).data;
    const listed = await waitFor(
      async () => {
        const result = await runCli(server, ['mail', 'list', '--to', 'reader@example.test']);
        return result.stdout.includes('\t') ? result : undefined;
      },
      { what: 'the invitation in the dev outbox', timeoutMs: 30_000, intervalMs: 500 },
    );
    expect(listed.code, listed.stderr).to.equal(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines).to.have.length(1);
    const [id, sentAt, to, subject] = lines[0]!.split('\t');
    expect(id).to.match(/^\d+$/);
    expect(Date.parse(sentAt!)).to.be.above(Date.now() - 120_000);
    expect(to!.toLowerCase()).to.equal('reader@example.test');
    expect(subject).to.include('Mailroom');

    const shown = await runCli(server, ['mail', 'show', id!]);
    expect(shown.code, shown.stderr).to.equal(0);
    expect(shown.stdout).to.match(/^To: reader@example\.test\nSubject: .*Mailroom.*\nDate: \S+\n\n/i);
    expect(shown.stdout).to.include(invitation.id);

    const everyone = await runCli(server, ['mail', 'list', '--limit', '500']);
    expect(everyone.stdout).to.include(subject!);
    const nobody = await runCli(server, ['mail', 'list', '--to', 'nobody@example.test']);
    expect(nobody.stdout.trim()).to.equal('no mail to nobody@example.test in the dev outbox');
  });

  it('refuses a bad limit or id with exit code 2 and the usage text', async () => {
    for (const args of [
      ['mail', 'list', '--limit', '0'],
      ['mail', 'list', '--limit', 'ten'],
      ['mail', 'show'],
      ['mail', 'show', 'abc'],
      ['mail', 'show', '999999999'],
    ]) {
      const result = await runCli(server, args);
      expect(result.code, args.join(' ')).to.equal(2);
      expect(result.stderr, args.join(' ')).to.match(/^error: .+\n\nOperator commands/);
      expect(result.stdout, args.join(' ')).to.equal('');
    }
  });
});
