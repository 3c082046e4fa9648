/**
 * Automations that post to a Slack channel of their own, so the fake Slack shows which of them an
 * event started (the scope end-to-end tests), and fresh workspaces to make them in.
 */
import { ownerWithWorkspace, type TestUser, type WorkspaceFixture } from '../../support/fixtures.ts';
import type { TestServer } from '../../support/server.ts';
import { createAutomation, runsOf, type Automation } from './e2e.ts';

let made = 0;

/** A fresh workspace; `tag` is unique in this process, for addresses of this test alone. */
export async function scopeWorkspace(server: TestServer): Promise<WorkspaceFixture & { tag: string }> {
  made += 1;
  return { ...(await ownerWithWorkspace(server, `Scope ${made}`)), tag: `s${made}-${process.pid}` };
}

/** An automation on `event` that posts `{{…}}` details to a channel of its own; returns it and the channel. */
export async function announcer(
  user: TestUser,
  projectId: string,
  event: 'task.created' | 'member.invited' | 'project.created',
  message: string,
  enabled = true,
): Promise<{ automation: Automation; channel: string }> {
  made += 1;
  const channel = `#scope-${made}-${process.pid}`;
  const automation = await createAutomation(user, {
    project_id: projectId,
    name: `On ${event} (${channel})`,
    type: 'event',
    enabled,
    trigger: { event },
    actions: [{ type: 'send_slack_message', config: { channel, message } }],
  });
  return { automation, channel };
}

export async function runCount(user: TestUser, automation: Automation): Promise<number> {
  return (await runsOf(user, automation.id)).length;
}
