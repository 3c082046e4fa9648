// Invitation mail as the SMTP peer receives it. Where the mail is kept without SMTP (the
// development outbox table): system-tests/members/invitation-mail-outbox.test.ts.
import { expect } from 'chai';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import type { TestSmtpServer } from '../support/smtp.ts';
import { waitFor } from '../support/wait.ts';
import { invite } from './support/members.ts';
import { useServiceWithMail } from './support/services.ts';

describe('invitation mail', () => {
  describe('with SMTP_URL set', () => {
    let smtp: TestSmtpServer;
    let server: TestServer;
    useServiceWithMail('Acme Invites <invites@acme.example>', (started) => ({ server, smtp } = started));

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
      await waitFor(
        () => {
          const sent = smtp.messages.filter((m) => m.rcptTo.includes('twice@example.test'));
          return sent.length === 2 ? sent : undefined;
        },
        { what: 'both invitation mails to twice@example.test', timeoutMs: 10_000 },
      );
      const ids = smtp.messages
        .filter((m) => m.rcptTo.includes('twice@example.test'))
        .map((m) => (m.text.includes(first.id) ? first.id : m.text.includes(second.id) ? second.id : '?'));
      expect(ids.sort()).to.deep.equal([first.id, second.id].sort());
      expect(smtp.messages.filter((m) => m.rcptTo.includes(owner.email))).to.have.length(0);
    });
  });
});
