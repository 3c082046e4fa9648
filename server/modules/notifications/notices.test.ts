import { expect } from 'chai';
import type { OutboxEvent } from '../../events/dispatcher.ts';
import { maxBodyLength, noticeEventTypes, noticeOf, type NoticeFacts } from './notices.ts';
import { adminSightCategories, eventOfCategory } from './categories.ts';

const facts: NoticeFacts = {
  workspaceName: 'Acme',
  rules: new Map([
    ['wf_1', { name: 'Nudge', author_member_id: 'mem_author', project_name: 'Launch' }],
    ['auto_gone', { name: 'Orphan', author_member_id: null, project_name: 'Launch' }],
  ]),
};

const event = (type: string, data: Record<string, unknown>, projectId: string | null = 'proj_1'): OutboxEvent => ({
  seq: 1,
  id: 'evt_1',
  workspace_id: 'ws_1',
  project_id: projectId,
  type: type as OutboxEvent['type'],
  data,
  automation_chain: [],
  created_at: new Date(),
});

describe('notices of events', () => {
  it('tells a workflow run’s author that it failed, with the reason, about the run', () => {
    const notice = noticeOf(
      event('workflow.run.failed', { workflow_id: 'wf_1', run_id: 'run_1', status: 'failed', error_message: 'Step 1 failed' }),
      facts,
    );
    expect(notice).to.deep.include({
      category: 'workflow_run_failed',
      to_member: 'mem_author',
      to_admins: false,
      subject_type: 'run',
      subject_id: 'run_1',
      project_id: 'proj_1',
      title: 'Workflow "Nudge" failed',
      body: 'Run run_1 failed in project "Launch": Step 1 failed',
    });
  });

  it('says a cancelled run was cancelled, not completed', () => {
    const notice = noticeOf(
      event('workflow.run.completed', { workflow_id: 'wf_1', run_id: 'run_1', status: 'cancelled', error_message: 'Cancelled by Ada.' }),
      facts,
    );
    expect(notice?.title).to.equal('Workflow "Nudge" was cancelled');
  });

  it('tells owners and admins that the service disabled a webhook, naming its endpoint (cut) and the reason', () => {
    const url = `https://hooks.example.test/${'x'.repeat(200)}`;
    const reason = 'Every delivery failed for 5 days (since 2026-11-20T10:00:00.000Z); the last: the receiver answered 500.';
    const notice = noticeOf(event('webhook.disabled', { webhook: { id: 'wh_1', url }, reason }, null), facts);
    expect(notice).to.deep.include({
      category: 'webhook_disabled',
      to_admins: true,
      to_member: null,
      subject_type: 'webhook',
      subject_id: 'wh_1',
      project_id: null,
    });
    expect(notice?.title).to.equal(`The webhook to ${url.slice(0, 120)}… in "Acme" was disabled`);
    expect(notice?.body).to.equal(
      `${reason} No deliveries go to it until an admin enables it again (PATCH enabled: true, or the settings page).`,
    );
  });

  it('tells owners and admins but the inviter of an invitation, and the member of their own new role', () => {
    const actor = { type: 'user', id: 'usr_inviter', name: 'Ada' };
    const invited = noticeOf(
      event('member.invited', { actor, invitation: { id: 'inv_1', email: 'bo@example.test', role: 'editor' } }, null),
      facts,
    );
    expect(invited).to.deep.include({
      category: 'member_invited',
      to_admins: true,
      except_user: 'usr_inviter',
      subject_type: 'invitation',
      subject_id: 'inv_1',
    });
    expect(invited?.body).to.equal('Ada invited bo@example.test to "Acme" as editor.');
    const changed = noticeOf(
      event('member.role_changed', { actor, member: { id: 'mem_2', role: 'admin' }, previous_role: 'viewer' }, null),
      facts,
    );
    expect(changed).to.deep.include({ category: 'member_role_changed', to_member: 'mem_2', title: 'Your role in "Acme" is now admin' });
  });

  it('makes none for an event that tells nobody, or a rule whose author is gone', () => {
    expect(noticeOf(event('task.created', { task: {} }), facts)).to.equal(null);
    expect(noticeOf(event('automation.run.started', { automation_id: 'auto_gone', run_id: 'run_2', status: 'running' }), facts)).to.equal(
      null,
    );
    expect(
      noticeOf(event('automation.run.started', { automation_id: 'auto_deleted', run_id: 'run_3', status: 'running' }), facts),
    ).to.equal(null);
  });

  it('cuts a long body to its bound', () => {
    const notice = noticeOf(
      event('workflow.run.failed', { workflow_id: 'wf_1', run_id: 'run_1', status: 'failed', error_message: 'x'.repeat(5_000) }),
      facts,
    );
    expect(notice!.body).to.have.length(maxBodyLength);
    expect(notice!.body.endsWith('…')).to.equal(true);
  });

  it('makes each category from the event its sight is taken from, so only the admin-only events give admin-only categories', () => {
    const made = [
      event('workflow.run.failed', { workflow_id: 'wf_1', run_id: 'run_1', status: 'failed', error_message: 'x' }),
      event('workflow.run.completed', { workflow_id: 'wf_1', run_id: 'run_1', status: 'cancelled', error_message: 'x' }),
      event(
        'member.invited',
        { invitation: { id: 'inv_1', email: 'a@example.test', role: 'viewer' }, actor: { id: 'usr_1', name: 'A' } },
        null,
      ),
      event('webhook.disabled', { webhook: { id: 'wh_1', url: 'https://example.test/h' }, reason: 'x' }, null),
    ].map((e) => [e.type, noticeOf(e, facts)?.category] as const);
    for (const [type, category] of made) expect(eventOfCategory[category!], category).to.equal(type);
    for (const type of Object.values(eventOfCategory)) expect(noticeEventTypes).to.include(type);
    expect(adminSightCategories).to.deep.equal(['member_invited', 'webhook_disabled']);
  });
});
