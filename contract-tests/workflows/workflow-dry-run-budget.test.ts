/**
 * A workflow's dry run at the contract's bounds, asked for with a viewer's read-only key: 50
 * condition steps of 20 filters each, over 16 KB of event data. The answer is at most 262,144 bytes
 * beside what the workflow stores of its conditions (each filter's field, operator and value, shown
 * whole as its GET shows them); what the dry run makes (actual values, reasons) is cut to fit, in
 * step order. Before, such an answer took 1,428 KB.
 */
import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { withHealthProbe } from '../support/stall.ts';
import { createProject } from '../automations/support/e2e.ts';
import { createWorkflow, type Workflow, type WorkflowDryRun } from './support/workflows.ts';
import { eventWorkflowBody } from './support/workflow-bodies.ts';

/** The contract's bound (`WorkflowDryRun.steps`). */
const maxAnswerBytes = 262_144;

type Step = Workflow['steps'][number];
type Condition = Extract<WorkflowDryRun['steps'][number], { type: 'condition' }>;

describe('a workflow dry run at the bounds stays within its answer budget', function () {
  this.timeout(60_000);
  let server: TestServer;
  let owner: TestUser;
  let viewer: TestUser;
  let projectId: string;

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
    const fixture = await ownerWithWorkspace(server, 'Budget');
    owner = fixture.owner;
    projectId = (await createProject(owner, fixture.workspaceId, 'Bounds')).id;
    viewer = await memberWithRole(server, fixture.workspaceId, 'viewer', 'read-only');
  });
  after(async () => {
    await server?.close();
  });

  async function triedByViewer(steps: Step[], data: Record<string, unknown>) {
    const workflow = await createWorkflow(owner, eventWorkflowBody(projectId, { enabled: false, steps }));
    const stored = await owner.client.GET('/v1/workflows/{workflow_id}', { params: { path: { workflow_id: workflow.id } } });
    const { answer, health } = await withHealthProbe(
      server.url,
      () =>
        rawRequest<{ data: WorkflowDryRun }>(server.url, {
          method: 'POST',
          path: `/v1/workflows/${workflow.id}/test`,
          apiKey: viewer.key,
          body: { data },
        }),
      { budgetMs: 1_000 },
    );
    expect(answer.value.status, answer.value.text.slice(0, 300)).to.equal(200);
    expect(health.value, '/healthz meanwhile').to.equal(200);
    // A stall, not a speed: the event loop answered /healthz meanwhile.
    expect(health.ms, '/healthz meanwhile (ms)').to.be.below(1_000);
    const storedConditions = stored.data!.data.steps.filter((s) => s.type === 'condition') as Extract<Step, { type: 'condition' }>[];
    const storedBytes = storedConditions.reduce((sum, step) => sum + Buffer.byteLength(JSON.stringify(step.filters)), 0);
    return { run: answer.value.body.data, bytes: Buffer.byteLength(answer.value.text), storedBytes, storedConditions };
  }

  it('50 conditions of 20 filters over a 10,000-character description: stored filters whole, what it makes cut to fit', async () => {
    const value = `${'a'.repeat(60)}b${'a'.repeat(60)}`;
    const filters = Array.from({ length: 20 }, () => ({ field: 'task.description', operator: 'contains' as const, value }));
    const steps: Step[] = Array.from({ length: 50 }, () => ({ type: 'condition', match: 'any', filters }));
    const { run, bytes, storedBytes, storedConditions } = await triedByViewer(steps, {
      task: { name: 'x', description: 'a'.repeat(10_000) },
    });
    expect(bytes, 'bytes beyond the stored filters').to.be.at.most(maxAnswerBytes + storedBytes);
    // Cut to fit, not emptied: the budget is used.
    expect(bytes).to.be.above(maxAnswerBytes + storedBytes - 2_000);
    const conditions = run.steps as Condition[];
    expect(conditions).to.have.length(50);
    for (const [i, step] of conditions.entries()) {
      expect(step.filters.map(({ field, operator, value: v }) => ({ field, operator, value: v }))).to.deep.equal(
        storedConditions[i]!.filters,
      );
      expect(step.met).to.equal(false);
    }
    // In step order: the first condition's outcomes whole (the actual value its 1,000-character cut),
    // the last ones `…` alone.
    const first = conditions[0]!.filters[0]!;
    expect(first.actual).to.equal(`"${'a'.repeat(998)}…`);
    expect(first.reason).to.match(/^task\.description is "a{78}…, which does not contain "a{60}b/);
    const last = conditions.at(-1)!;
    expect(last.reason).to.equal('…');
    expect(last.filters.at(-1)!.actual).to.equal('…');
    expect(last.filters.at(-1)!.reason).to.equal('…');
  });

  it('a condition over a value that is not text, cut: shown as its JSON text', async () => {
    // The task's JSON under 1,000 characters: shown as the object itself while it fits.
    const task = { name: 'x', description: 'd'.repeat(900) };
    const filters = Array.from({ length: 20 }, () => ({ field: 'task', operator: 'is_not_empty' as const }));
    const steps: Step[] = Array.from({ length: 50 }, () => ({ type: 'condition', match: 'all', filters }));
    const { run, bytes, storedBytes } = await triedByViewer(steps, { task });
    expect(bytes).to.be.at.most(maxAnswerBytes + storedBytes);
    const actuals = (run.steps as Condition[]).flatMap((s) => s.filters.map((f) => f.actual));
    const whole = actuals.filter((a) => typeof a === 'object').length;
    expect(whole, 'some kept whole first').to.be.above(0);
    expect(actuals.slice(0, whole)).to.deep.equal(Array<unknown>(whole).fill(task));
    const cut = actuals[whole] as string;
    expect(cut.endsWith('…')).to.equal(true);
    expect(JSON.stringify(task).startsWith(cut.slice(0, -1)), 'the start of its JSON').to.equal(true);
    expect(actuals.at(-1)).to.equal('…');
  });
});
