/**
 * Issue 26: the settings page's Notifications section in Chromium, against the service and its worker.
 * The notifications are made the real way (an invitation tells the workspace's admins but the inviter,
 * a role change tells the member) and awaited through the SDK. An admin sees the inbox newest first with
 * its unread count, which the navigation's badge follows through marking one read and all read; the
 * preferences show the decided defaults with billing e-mail locked, save a merge PATCH of only what
 * changed, show a refusal naming its field, and mute a project. A viewer's read-only key is offered no
 * change. The keyboard alone marks and saves; axe finds nothing serious; 375 px does not scroll sideways.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  expectClean,
  NARROW,
  openSettingsBrowser,
  overflowsSideways,
  scan,
  signIn,
  snap,
  WIDE,
  type SettingsBrowser,
} from '../support/settings-page.ts';
import { waitFor } from '../support/wait.ts';

/** The matrix's rows as the page labels them, with the decided default e-mail (docs/decisions.md "Notifications"). */
const DEFAULT_EMAIL = {
  'Workflow run failed': 'immediate',
  'Workflow run completed': 'daily',
  'Automation triggered': 'off',
  'Member invited': 'daily',
  'Your role changed': 'daily',
  'Webhook disabled': 'immediate',
} as const;

let invitations = 0;

describe('the settings page: notifications', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: SettingsBrowser;

  before(async function () {
    server = await startTestServer();
    browser = await openSettingsBrowser(this, server.directUrl);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A workspace with an admin who is not its owner, a shared project, and `invited` invitations the owner sent. */
  async function adminTold(name: string, invited: number) {
    const { owner, workspaceId } = await ownerWithWorkspace(server, name);
    const admin = await memberWithRole(server, workspaceId, 'admin');
    const body = { workspace_id: workspaceId, name: `${name} project`, visibility: 'shared' as const };
    const project = (await owner.client.projects.create({ body })).data;
    for (let i = 0; i < invited; i++) {
      const email = `invitee${++invitations}-${process.pid}@example.test`;
      await owner.client.workspaces.invitations.create({ workspace_id: workspaceId, body: { email, role: 'viewer' } });
    }
    return { owner, admin, workspaceId, project, told: await inbox(admin, workspaceId, invited) };
  }

  it('lists the inbox newest first with its unread count; marking one read, unread and all read moves the count and the badge', async () => {
    const { admin, workspaceId, told } = await adminTold('Inbox page', 3);
    const watched = await browser.open(WIDE);
    const { page } = watched;
    await signIn(page, server.directUrl, admin.key, 'notifications');
    await counts(page, '3 unread');
    const items = page.locator('.inbox li');
    expect(await items.locator('.head strong').allTextContents()).to.deep.equal(told.map((n) => n.title));
    expect(await items.first().textContent())
      .to.include(told[0]!.body)
      .and.include('Member invited')
      .and.include('Unread');

    await items
      .first()
      .getByRole('button', { name: /^Mark read/ })
      .click();
    await counts(page, '2 unread');
    expect((await inbox(admin, workspaceId, 3))[0]!.read_at, 'stored as read').to.be.a('string');
    await items
      .first()
      .getByRole('button', { name: /^Mark unread/ })
      .waitFor();
    await scanAndSnap(page, 'notifications-1440');
    await items
      .first()
      .getByRole('button', { name: /^Mark unread/ })
      .click();
    await counts(page, '3 unread');

    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.locator('.unread-count', { hasText: 'No unread notifications' }).waitFor();
    await page.locator('nav[aria-label="Sections"] .badge').waitFor({ state: 'detached' });
    expect(await unreadCount(admin, workspaceId), 'stored as read').to.equal(0);
    expect(await page.getByRole('button', { name: 'Mark all read' }).count()).to.equal(0);
    expectClean(watched);
  });

  it('shows the defaults with billing e-mail locked, saves only what changed, names a refused field, and mutes a project, at 375 px', async () => {
    const { admin, workspaceId, project } = await adminTold('Preferences page', 0);
    const watched = await browser.open(NARROW);
    const { page } = watched;
    await signIn(page, server.directUrl, admin.key, 'notifications');
    const control = (label: string) => page.getByLabel(label, { exact: true });
    await control('E-mail for Workflow run failed').waitFor();
    for (const [row, email] of Object.entries(DEFAULT_EMAIL)) {
      expect(await control(`E-mail for ${row}`).inputValue(), row).to.equal(email);
      expect(await control(`In app for ${row}`).isChecked(), row).to.equal(true);
      expect(await control(`Chat for ${row}`).isChecked(), row).to.equal(false);
      expect(await control(`Webhook for ${row}`).isChecked(), row).to.equal(false);
    }
    const billing = control('E-mail for Billing alert');
    expect(await billing.isDisabled()).to.equal(true);
    expect(await billing.inputValue()).to.equal('Always');
    expect(await control('In app for Billing alert').isChecked(), 'its other channels are the member’s').to.equal(true);
    const why = await page.locator(`#${await billing.getAttribute('aria-describedby')}`).textContent();
    expect(why, 'the lock explained').to.match(/billing alerts always go by e-mail, immediately/);

    await control('E-mail for Workflow run completed').selectOption('off');
    await control('In app for Automation triggered').uncheck();
    const save = page.getByRole('button', { name: 'Save preferences' });
    const sent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/notification-preferences'));
    await save.click();
    expect((await sent).postDataJSON(), 'a merge of what changed').to.deep.equal({
      categories: { workflow_run_completed: { email: 'off' }, automation_triggered: { in_app: false } },
    });
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    let stored = await preferences(admin, workspaceId);
    expect(stored.categories.workflow_run_completed).to.deep.equal({ in_app: true, email: 'off', chat: false, webhook: false });
    expect(stored.categories.automation_triggered).to.deep.equal({ in_app: false, email: 'off', chat: false, webhook: false });
    expect(stored.categories.workflow_run_failed).to.deep.equal({ in_app: true, email: 'immediate', chat: false, webhook: false });

    await control('Chat for Workflow run failed').check();
    await save.click();
    const refusal = page.locator('form.preferences [role="alert"]');
    await refusal.waitFor();
    expect(await refusal.textContent())
      .to.include('/categories/workflow_run_failed/chat')
      .and.match(/chat_channel/);
    expect(await control('Chat for Workflow run failed').getAttribute('aria-invalid')).to.equal('true');
    expect((await preferences(admin, workspaceId)).categories.workflow_run_failed.chat, 'nothing stored').to.equal(false);
    expect(await overflowsSideways(page), 'sideways scroll at 375 px').to.equal(false);
    expect(await scan(page)).to.deep.equal([]);

    await page.getByLabel('Chat channel').fill('#alerts');
    await page.getByLabel(project.name).check();
    await save.click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect(await refusal.count(), 'the refusal cleared').to.equal(0);
    stored = await preferences(admin, workspaceId);
    expect(stored).to.deep.include({ chat_channel: '#alerts', muted_project_ids: [project.id] });
    expect(stored.categories.workflow_run_failed.chat).to.equal(true);
    expect(await overflowsSideways(page), 'sideways scroll at 375 px').to.equal(false);
    await snap(page, 'notifications-375');
    expectClean(watched);
  });

  it("shows a viewer's read-only key the inbox and the matrix, and no control that changes them", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Viewer page');
    const viewer = await memberWithRole(server, workspaceId, 'editor', 'read-only');
    await owner.client.workspaces.members.update({ workspace_id: workspaceId, member_id: viewer.memberId, body: { role: 'viewer' } });
    const [told] = await inbox(viewer, workspaceId, 1);
    const watched = await browser.open(WIDE);
    const { page } = watched;
    await signIn(page, server.directUrl, viewer.key, 'notifications');
    await counts(page, '1 unread');
    expect(await page.locator('.inbox li .head strong').allTextContents()).to.deep.equal([told!.title]);
    const matrix = page.locator('table.matrix');
    await matrix.waitFor();
    expect(await matrix.locator('tr', { hasText: 'Workflow run failed' }).textContent()).to.match(/At once/);
    expect(await matrix.locator('tr', { hasText: 'Billing alert' }).textContent()).to.match(/Always.*always go by e-mail, immediately/);
    expect(await matrix.locator('input, select').count(), 'matrix controls').to.equal(0);
    expect(await page.getByRole('button', { name: /Mark|Save/ }).count(), 'mark and save buttons').to.equal(0);
    expect(await page.getByLabel('Chat channel').count()).to.equal(0);
    await scanAndSnap(page, 'notifications-viewer');
    expectClean(watched);
  });

  it('marks a notification read and saves a preference with the keyboard alone', async () => {
    const { admin, workspaceId } = await adminTold('Keyboard page', 1);
    const watched = await browser.open(WIDE);
    const { page } = watched;
    await signIn(page, server.directUrl, admin.key, 'notifications');
    await counts(page, '1 unread');
    await tabTo(page, /^Mark read: /);
    await page.keyboard.press('Space');
    await page.locator('.unread-count', { hasText: 'No unread notifications' }).waitFor();
    expect(await unreadCount(admin, workspaceId)).to.equal(0);

    await tabTo(page, /^Webhook for Member invited$/);
    await page.keyboard.press('Space');
    await tabTo(page, /^Save preferences$/);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect((await preferences(admin, workspaceId)).categories.member_invited).to.deep.equal({
      in_app: true,
      email: 'daily',
      chat: false,
      webhook: true,
    });
    expectClean(watched);
  });
});

/** The user's notifications in the workspace, newest first, once there are at least `count` (the dispatcher makes them). */
async function inbox(user: TestUser, workspaceId: string, count: number) {
  return waitFor(
    async () => {
      const { data } = await user.client.notifications.list({ workspace_id: workspaceId, per_page: 100 });
      return data.length >= count ? data : undefined;
    },
    { what: `${count} notification(s) for ${user.email}` },
  );
}

async function unreadCount(user: TestUser, workspaceId: string): Promise<number> {
  return (await user.client.notifications.list({ workspace_id: workspaceId, unread: true, per_page: 1 })).meta.total;
}

async function preferences(user: TestUser, workspaceId: string) {
  return (await user.client.workspaces.notificationPreferences.get({ workspace_id: workspaceId })).data;
}

/** The section's unread count and the navigation's badge both read `text`. */
async function counts(page: Page, text: string): Promise<void> {
  await page.locator('.unread-count', { hasText: text }).waitFor();
  await page.locator('nav[aria-label="Sections"] .badge', { hasText: text }).waitFor();
}

async function scanAndSnap(page: Page, name: string): Promise<void> {
  expect(await scan(page)).to.deep.equal([]);
  await snap(page, name);
}

/** Presses Tab until the focused element's name (its aria-label, else its text) matches `name`, at most 80 times. */
async function tabTo(page: Page, name: RegExp): Promise<void> {
  const focused = "document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent?.trim() || ''";
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    if (name.test(await page.evaluate<string>(focused))) return;
  }
  throw new Error(`Tab never reached ${name}`);
}
