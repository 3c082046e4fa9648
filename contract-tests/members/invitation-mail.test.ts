import { expect } from 'chai';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { eventually, invite } from './support/members.ts';

describe('invitation mail', () => {
  describe('with SMTP_URL set', () => {
    let smtp: TestSmtpServer;
    let server: TestServer;
    before(async () => {
      smtp = await startSmtpServer();
      server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Acme Invites <invites@acme.example>' });
    });
    after(async () => {
      await server?.close();
      await smtp?.close();
    });

    it('sends the invitation by SMTP: to the invited address, naming the workspace, with the id and how to accept', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server, 'Rocket Lab');
      const invitation = await invite(owner, workspaceId, 'ada@example.test', 'editor');

      const mail = await smtp.waitFor((m) => m.rcptTo.includes('ada@example.test'), 15_000);
      expect(mail.rcptTo).to.deep.equal(['ada@example.test']);
      expect(mail.to).to.equal('ada@example.test');
      expect(mail.from).to.equal('Acme Invites <invites@acme.example>');
      expect(mail.subject).to.equal(`${owner.name} invited you to Rocket Lab`);
      expect(mail.text).to.contain('"Rocket Lab" as editor');
      expect(mail.text).to.contain(invitation.id);
      expect(mail.text).to.contain(`POST /v1/invitations/${invitation.id}/accept`);
      expect(mail.text).to.contain(`expires at ${invitation.expires_at}`);
      // Sent, not kept: nothing goes to the development outbox when SMTP is configured.
      expect(await server.knex('mail_outbox')).to.deep.equal([]);
    });

    it('sends one mail per invitation, and nothing for a refused invitation', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server, 'Quiet Co');
      const first = await invite(owner, workspaceId, 'twice@example.test', 'viewer');
      const second = await invite(owner, workspaceId, 'twice@example.test', 'admin');
      const refused = await owner.client.POST('/v1/workspaces/{workspace_id}/invitations', {
        params: { path: { workspace_id: workspaceId } },
        body: { email: owner.email, role: 'viewer' },
      });
      expect(refused.response.status).to.equal(409);
      // A marker invitation sent after the refused one: once it arrives, everything before it has been handled.
      await invite(owner, workspaceId, 'marker@example.test', 'viewer');
      await smtp.waitFor((m) => m.rcptTo.includes('marker@example.test'), 15_000);
      await eventually(async () => {
        const sent = smtp.messages.filter((m) => m.rcptTo.includes('twice@example.test'));
        return sent.length === 2 ? sent : undefined;
      }, 'both invitation mails to twice@example.test');
      const ids = smtp.messages
        .filter((m) => m.rcptTo.includes('twice@example.test'))
        .map((m) => (m.text.includes(first.id) ? first.id : m.text.includes(second.id) ? second.id : '?'));
      expect(ids.sort()).to.deep.equal([first.id, second.id].sort());
      expect(smtp.messages.filter((m) => m.rcptTo.includes(owner.email))).to.have.length(0);
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
      const row = await eventually(
        async () => server.knex('mail_outbox').where({ to_address: 'linus@example.test' }).first(),
        'the invitation mail in mail_outbox',
      );
      expect(row.subject).to.equal(`${owner.name} invited you to Outbox Inc`);
      expect(row.body).to.contain(`POST /v1/invitations/${invitation.id}/accept`);
      expect(row.body).to.contain('"Outbox Inc" as viewer');
      expect(await server.knex('mail_outbox').where({ to_address: 'linus@example.test' })).to.have.length(1);
    });
  });
});
