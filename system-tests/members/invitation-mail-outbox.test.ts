// Where the invitation mail is kept: nowhere once SMTP has sent it, and in the development outbox
// table (mail_outbox) without SMTP_URL. What the SMTP peer receives: contract-tests/members/invitation-mail.test.ts.
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import type { TestSmtpServer } from '../../contract-tests/support/smtp.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';
import { invite } from '../../contract-tests/members/support/members.ts';
import { useServiceWithMail } from '../../contract-tests/members/support/services.ts';

describe('invitation mail in the development outbox', () => {
  describe('with SMTP_URL set', () => {
    let smtp: TestSmtpServer;
    let server: TestServer;
    useServiceWithMail('Acme Invites <invites@acme.example>', (started) => ({ server, smtp } = started));

    it('sends the invitation by SMTP and keeps nothing in the development outbox', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server, 'Rocket Lab');
      await invite(owner, workspaceId, 'ada@example.test', 'editor');
      await smtp.waitFor((m) => m.rcptTo.includes('ada@example.test'), 15_000);
      // Sent, not kept: nothing goes to the development outbox when SMTP is configured.
      expect(await server.knex('mail_outbox')).to.deep.equal([]);
    });
  });

  describe('without SMTP_URL', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer();
    });
    after(async () => {
      await server?.close();
    });

    it('keeps the invitation mail in the mail_outbox table', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server, 'Outbox Inc');
      const invitation = await invite(owner, workspaceId, 'linus@example.test', 'viewer');
      const row = await waitFor(async () => server.knex('mail_outbox').where({ to_address: 'linus@example.test' }).first(), {
        what: 'the invitation mail in mail_outbox',
        timeoutMs: 10_000,
      });
      expect(row.subject).to.equal(`${owner.name} invited you to Outbox Inc`);
      expect(row.body).to.contain(`POST /v1/invitations/${invitation.id}/accept`);
      expect(row.body).to.contain('"Outbox Inc" as viewer');
      expect(await server.knex('mail_outbox').where({ to_address: 'linus@example.test' })).to.have.length(1);
    });
  });
});
