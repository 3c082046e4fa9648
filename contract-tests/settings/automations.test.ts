/**
 * Issue 26, the settings page's "Automations and workflows" section in headless Chromium against the
 * running service. The owner sets up through the SDK a project with an event automation that succeeds
 * and an event workflow whose third step (an update of a task deleted since) fails, so its fourth is
 * skipped; one task created fires both. An admin turns the automation off and on with its switch,
 * reads each step's status and the failed step's error, and sees what each step of a dry run would
 * send; a refusal puts the switch back and says why; a switch flicked twice while its first save is
 * unanswered stays where it was left and is saved last. The keyboard alone does the same at 375 px; a
 * viewer's read-only key sees the lists, runs and dry runs but no switch.
 */
import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import type { Schemas } from '../../sdk/src/index.ts';
import { memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait.ts';
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

const AUTOMATION = 'Acknowledge launch tasks';
const WORKFLOW = 'Launch follow-up';
const TRACKER = 'https://127.0.0.1:9/tracker/{{task.id}}';

type Action = Schemas['Action'];
const mail = (to: string, subject: string, body: string): Action => ({ type: 'send_email', config: { to, subject, body } });
const closeTask: Action = { type: 'update_task', config: { status: 'completed' } };
const act = (action: Action): Schemas['WorkflowStep'] => ({ type: 'action', action });

describe('the settings page: automations and workflows', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: SettingsBrowser;
  let origin: string;
  let owner: TestUser;
  let workspaceId: string;
  let automation: Schemas['Automation'];
  let task: Schemas['Task'];
  let failedStep: string;

  before(async function () {
    server = await startTestServer();
    origin = server.directUrl;
    ({ owner, workspaceId } = await ownerWithWorkspace(server, 'Automations page'));
    const api = owner.client;
    // Projects list newest first: "Launch" is the one the section opens on.
    await api.projects.create({ body: { workspace_id: workspaceId, name: 'Quiet corner', visibility: 'shared' } });
    const project = (await api.projects.create({ body: { workspace_id: workspaceId, name: 'Launch', visibility: 'shared' } })).data;
    const doomed = (await api.projects.tasks.create({ project_id: project.id, body: { name: 'Removed before the event' } })).data;
    const onLaunch: Schemas['TriggerFilter'][] = [{ field: 'task.name', operator: 'contains', value: 'Launch' }];
    const base = { project_id: project.id, type: 'event', trigger: { event: 'task.created', filters: onLaunch } } as const;
    automation = (
      await api.automations.create({
        body: { ...base, name: AUTOMATION, actions: [mail('ops@example.test', 'New: {{task.name}}', 'Due {{task.due_date}}'), closeTask] },
      })
    ).data;
    const steps: Array<Schemas['WorkflowStep']> = [
      { type: 'condition', filters: onLaunch },
      act(mail('lead@example.test', 'Launch: {{task.name}}', 'Check it')),
      act({ type: 'update_task', config: { task_id: doomed.id, status: 'completed' } }),
      // Never sent (the step before fails); were it sent, it would reach only this machine.
      act({
        type: 'call_webhook',
        config: { method: 'PUT', url: TRACKER, headers: { 'X-Source': 'launch' }, body: '{"task":"{{task.name}}"}' },
      }),
    ];
    const workflow = (
      await api.workflows.create({ body: { ...base, trigger: { event: 'task.created' }, name: WORKFLOW, enabled: true, steps } })
    ).data;
    await api.tasks.delete({ task_id: doomed.id });
    task = (await api.projects.tasks.create({ project_id: project.id, body: { name: 'Launch checklist' } })).data;
    await waitFor(async () => (await api.automations.runs.list({ automation_id: automation.id })).data[0]?.status === 'success', {
      what: 'the automation run to succeed',
    });
    const workflowRuns = async () => (await api.workflows.runs.list({ workflow_id: workflow.id })).data;
    const failed = await waitFor(async () => (await workflowRuns()).find((r) => r.status === 'failed'), {
      what: 'the workflow run to fail',
    });
    expect(failed.steps.map((s) => s.status)).to.deep.equal(['success', 'success', 'failed', 'skipped']);
    failedStep = failed.steps[2]!.error!;
    browser = await openSettingsBrowser(this, origin);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const rule = (page: Page, name: string) =>
    page.locator('wsa-automations .rule', { has: page.getByRole('heading', { name, exact: true }) });
  const enabledNow = async () => (await owner.client.automations.get({ automation_id: automation.id })).data.enabled;
  const untilEnabled = (enabled: boolean) => waitFor(async () => (await enabledNow()) === enabled, { what: `enabled: ${enabled}` });

  /** The workflow's run shows each step's status in order, and the failed step's error. */
  async function expectWorkflowRun(flow: Locator): Promise<void> {
    const steps = flow.locator('.run-steps li');
    await steps.first().waitFor();
    const texts = await steps.allInnerTexts();
    expect(texts.map((t) => t.split(/\s+/).slice(0, 2).join(' '))).to.deep.equal([
      'condition success',
      'send_email success',
      'update_task failed',
      'call_webhook skipped',
    ]);
    expect(texts[2]).to.include(failedStep);
    expect(await flow.locator('.run').first().innerText())
      .to.include('failed')
      .and.include('by a task.created event');
  }

  /** The dry runs show what each step would send, rendered for the latest task.created event. */
  /** Asks both for a dry run, and checks what each shows. */
  async function expectDryRuns(page: Page, auto: Locator, flow: Locator): Promise<void> {
    await page.getByRole('button', { name: `Dry run ${AUTOMATION}` }).click();
    await page.getByRole('button', { name: `Dry run ${WORKFLOW}` }).click();
    await flow.locator('.dry-run').waitFor();
    await auto.locator('.dry-run').waitFor();
    const autoDry = await auto.locator('.dry-run').innerText();
    expect(autoDry).to.include('Would run').and.include('the latest task.created event');
    expect(autoDry).to.include('ops@example.test').and.include('New: Launch checklist').and.include('Due');
    expect(autoDry).to.match(/Unresolved, rendered as empty text: task\.due_date/);
    expect(autoDry)
      .to.include(task.id)
      .and.match(/New status\s+completed/);
    const flowDry = await flow.locator('.dry-run').innerText();
    expect(flowDry).to.match(/Met: /).and.include('lead@example.test').and.include('Launch: Launch checklist');
    expect(flowDry).to.include(`PUT https://127.0.0.1:9/tracker/${task.id}`).and.include('x-source: ********');
    expect(flowDry).to.include('{"task":"Launch checklist"}');
  }

  it('lists the project’s automations and workflows; the switch turns one off and on; runs show each step; a dry run shows what each step would send; a refusal puts the switch back', async () => {
    const admin = await memberWithRole(server, workspaceId, 'admin');
    const watched = await browser.open(WIDE);
    const { page } = watched;
    await signIn(page, origin, admin.key, 'automations');
    const auto = rule(page, AUTOMATION);
    const flow = rule(page, WORKFLOW);
    await auto.waitFor();
    expect(await auto.innerText())
      .to.include('When task.created, if task.name contains "Launch"')
      .and.include('event');
    expect(await flow.innerText()).to.include('When task.created');

    const project = page.getByLabel('Project');
    await project.selectOption({ label: 'Quiet corner' });
    await page.getByText('No automations in this project.').waitFor();
    expect(await auto.count()).to.equal(0);
    await project.selectOption({ label: 'Launch' });
    await auto.waitFor();

    const toggle = page.getByRole('switch', { name: `Enabled: ${AUTOMATION}` });
    expect(await toggle.isChecked()).to.equal(true);
    await toggle.click();
    await untilEnabled(false);
    expect(await toggle.isChecked()).to.equal(false);
    await toggle.click();
    await untilEnabled(true);

    await flow.locator('summary').click();
    await expectWorkflowRun(flow);
    await auto.locator('summary').click();
    const autoRun = auto.locator('.run').first();
    await autoRun.waitFor();
    expect(await autoRun.innerText())
      .to.match(/^success/)
      .and.match(/send_email success/)
      .and.match(/update_task success/);

    await expectDryRuns(page, auto, flow);
    expect(await scan(page)).to.deep.equal([]);
    await snap(page, 'automations-1440');

    // The page still offers the switch when the admin is made a viewer meanwhile; the API refuses.
    await owner.client.workspaces.members.update({ workspace_id: workspaceId, member_id: admin.memberId, body: { role: 'viewer' } });
    await waitFor(
      async () => {
        const { response } = await admin.client.PATCH('/v1/automations/{automation_id}', {
          params: { path: { automation_id: automation.id } },
          body: { enabled: true },
        });
        return response.status === 403;
      },
      { what: 'the demoted admin to be refused' },
    );
    await toggle.click();
    await auto.getByRole('alert').waitFor();
    expect(await auto.getByRole('alert').innerText()).to.include('(viewer)');
    expect(await toggle.isChecked(), 'the switch is back where the API left it').to.equal(true);
    expect(await enabledNow()).to.equal(true);
    expectClean(watched);
  });

  it('works from the keyboard alone at 375 px: Space switches, Enter opens the runs and the dry run; nothing scrolls sideways', async () => {
    const admin = await memberWithRole(server, workspaceId, 'admin');
    const watched = await browser.open(NARROW);
    const { page } = watched;
    await signIn(page, origin, admin.key, 'automations');
    const flow = rule(page, WORKFLOW);
    await flow.waitFor();

    const toggle = page.getByRole('switch', { name: `Enabled: ${AUTOMATION}` });
    await tabTo(page, toggle);
    await page.keyboard.press('Space');
    await untilEnabled(false);
    await page.keyboard.press('Space');
    await untilEnabled(true);
    expect(await toggle.isChecked()).to.equal(true);

    await tabTo(page, flow.locator('summary'));
    await page.keyboard.press('Enter');
    await expectWorkflowRun(flow);
    await tabTo(page, page.getByRole('button', { name: `Dry run ${WORKFLOW}` }));
    await page.keyboard.press('Enter');
    await flow.locator('.dry-run').waitFor();
    expect(await flow.locator('.dry-run').innerText()).to.include(`PUT https://127.0.0.1:9/tracker/${task.id}`);

    expect(await overflowsSideways(page), 'sideways scroll at 375 px').to.equal(false);
    expect(await scan(page)).to.deep.equal([]);
    await snap(page, 'automations-375');
    expectClean(watched);
  });

  it('keeps a switch flicked twice during a slow save where it was left, and saves that last, one save at a time', async () => {
    const admin = await memberWithRole(server, workspaceId, 'admin');
    const watched = await browser.open(WIDE);
    const { page } = watched;
    await signIn(page, origin, admin.key, 'automations');
    const toggle = page.getByRole('switch', { name: `Enabled: ${AUTOMATION}` });
    await toggle.waitFor();
    expect(await toggle.isChecked()).to.equal(true);

    // The first save's answer is held back (the request itself reaches the server); the rest pass.
    const saves: boolean[] = [];
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let inFlight = 0;
    let mostInFlight = 0;
    await page.route(`**/v1/automations/${automation.id}`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      saves.push((route.request().postDataJSON() as { enabled: boolean }).enabled);
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      const answer = await route.fetch();
      if (saves.length === 1) await firstHeld;
      inFlight -= 1;
      await route.fulfill({ response: answer });
    });

    try {
      await toggle.click();
      await untilEnabled(false);
      expect(await toggle.isChecked(), 'off while its save is unanswered').to.equal(false);
      await toggle.click();
      expect(await toggle.isChecked(), 'on again while the first save is unanswered').to.equal(true);
      expect(saves, 'no second save while the first is under way').to.deep.equal([false]);

      releaseFirst();
      await untilEnabled(true);
      await waitFor(async () => (await toggle.isChecked()) && (await page.locator('wsa-automations [role=alert]').count()) === 0, {
        what: 'the switch on, with no alert',
      });
      expect(saves).to.deep.equal([false, true]);
      expect(mostInFlight, 'one save at a time').to.equal(1);
      expect(await enabledNow()).to.equal(true);
    } finally {
      // Whatever failed above, the tests after this one find the automation on.
      releaseFirst();
      await page.unroute(`**/v1/automations/${automation.id}`);
      if (!(await enabledNow())) await owner.client.automations.update({ automation_id: automation.id, body: { enabled: true } });
    }
    expectClean(watched);
  });

  it('shows a viewer with a read-only key the same lists, runs and dry runs, with each one’s state as text and no switch', async () => {
    const viewer = await memberWithRole(server, workspaceId, 'viewer', 'read-only');
    const watched = await browser.open(WIDE);
    const { page } = watched;
    await signIn(page, origin, viewer.key, 'automations');
    const auto = rule(page, AUTOMATION);
    const flow = rule(page, WORKFLOW);
    await auto.waitFor();
    expect(await page.getByRole('switch').count()).to.equal(0);
    expect(await auto.locator('.rule-head').innerText()).to.include('Enabled');
    expect(await flow.locator('.rule-head').innerText()).to.include('Enabled');

    await flow.locator('summary').click();
    await expectWorkflowRun(flow);
    await expectDryRuns(page, auto, flow);
    expect(await scan(page)).to.deep.equal([]);
    await snap(page, 'automations-viewer');
    expectClean(watched);
  });
});

/** Presses Tab until `target` has the focus (at most 40 times), as a keyboard-only person would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el: { ownerDocument: { activeElement: unknown } }) => el.ownerDocument.activeElement === el)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}
