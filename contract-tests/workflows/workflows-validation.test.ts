/**
 * Issue 24: bad workflow input gets the error envelope naming the field, never a 500 — unknown step
 * kinds, waits out of range, conditions on fields the trigger's event cannot have, 51 steps, the 51st
 * workflow of a project, a missing field, and a step whose target lies outside the author's access.
 * Each refused body is shown to have made nothing.
 */
import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createProject } from '../automations/support/e2e.ts';
import { emailAction, type ErrorEnvelope } from '../automations/support/api.ts';
import { createWorkflow, type WorkflowStep } from './support/workflows.ts';
import { eventWorkflowBody, mailStep, scheduledWorkflowBody, taskStep, waitStep, workflowPath } from './support/workflow-bodies.ts';

const statusIs = (field: string, value = 'open'): WorkflowStep => ({
  type: 'condition',
  filters: [{ field, operator: 'is', value }],
});

describe('workflow input the service refuses', function () {
  this.timeout(60_000);
  let server: TestServer;
  let owner: TestUser;
  let workspaceId: string;
  let projectId: string;

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
    ({ owner, workspaceId } = await ownerWithWorkspace(server, 'Refusals'));
    projectId = (await createProject(owner, workspaceId, 'Checked')).id;
  });
  after(async () => {
    await server?.close();
  });

  /** POSTs the body as it stands (no typed client: some bodies are not of the contract's types), checked against the document. */
  const post = (body: unknown, as: TestUser = owner) =>
    rawRequest<ErrorEnvelope>(server.url, { method: 'POST', path: '/v1/workflows', apiKey: as.key, body });

  /** The names of the project's workflows, through the API. */
  async function workflowNames(id = projectId): Promise<string[]> {
    const { data } = await owner.client.GET('/v1/projects/{project_id}/workflows', { params: { path: { project_id: id } } });
    return data!.data.map((w) => w.name);
  }

  const cases: Array<{ label: string; body: () => unknown; status: 400 | 422; fields: string[] }> = [
    {
      label: 'an unknown step type',
      body: () => eventWorkflowBody(projectId, { steps: [waitStep(1), { type: 'sleep', minutes: 1 } as unknown as WorkflowStep] }),
      status: 422,
      fields: ['/steps/1/type'],
    },
    {
      label: 'a wait of 0 minutes',
      body: () => eventWorkflowBody(projectId, { steps: [waitStep(0)] }),
      status: 422,
      fields: ['/steps/0/minutes'],
    },
    {
      label: 'a wait of 43,201 minutes (over 30 days)',
      body: () => eventWorkflowBody(projectId, { steps: [mailStep(), waitStep(43_201)] }),
      status: 422,
      fields: ['/steps/1/minutes'],
    },
    {
      label: 'a condition on task.colour, which task.created data does not have',
      body: () => eventWorkflowBody(projectId, { steps: [waitStep(1), statusIs('task.colour', 'red')] }),
      status: 422,
      fields: ['/steps/1/filters/0/field'],
    },
    {
      label: 'a condition on task.status in a scheduled workflow, which no task starts',
      body: () => scheduledWorkflowBody(projectId, { steps: [statusIs('task.status')] }),
      status: 422,
      fields: ['/steps/0/filters/0/field'],
    },
    {
      label: 'a condition on member.email in a task.created workflow',
      body: () => eventWorkflowBody(projectId, { steps: [statusIs('task.status'), statusIs('member.email', 'a@b.c')] }),
      status: 422,
      fields: ['/steps/1/filters/0/field'],
    },
    {
      label: '51 steps',
      body: () => eventWorkflowBody(projectId, { steps: Array.from({ length: 51 }, () => waitStep(1)) }),
      status: 422,
      fields: ['/steps'],
    },
    { label: 'no steps at all', body: () => eventWorkflowBody(projectId, { steps: [] }), status: 422, fields: ['/steps'] },
    {
      label: 'a missing required field (steps)',
      body: () => {
        const { steps: _steps, ...rest } = eventWorkflowBody(projectId);
        return rest;
      },
      status: 400,
      fields: ['/steps'],
    },
    {
      label: 'a wait without minutes',
      body: () => eventWorkflowBody(projectId, { steps: [{ type: 'wait' } as unknown as WorkflowStep] }),
      status: 400,
      fields: ['/steps/0/minutes'],
    },
    {
      label: 'a condition without filters',
      body: () => eventWorkflowBody(projectId, { steps: [{ type: 'condition', filters: [] }] }),
      status: 422,
      fields: ['/steps/0/filters'],
    },
  ];

  for (const { label, body, status, fields } of cases) {
    it(`${label}: ${status} naming ${fields.join(', ')}, and nothing made`, async () => {
      const name = `Refused: ${label}`;
      const res = await post({ ...(body() as object), name });
      expect(res.status, res.text).to.equal(status);
      expect(res.body.error.code).to.equal(status === 400 ? 'bad_request' : 'unprocessable_entity');
      expect(res.body.error.details!.map((d) => d.field)).to.deep.equal(fields);
      expect(await workflowNames()).to.not.include(name);
    });
  }

  it('a thousand problems: the message names the first and counts the rest, details lists the first 100', async () => {
    const filters = Array.from({ length: 20 }, () => ({ field: 'task.nowhere', operator: 'is' as const, value: 'x' }));
    const steps: WorkflowStep[] = Array.from({ length: 50 }, () => ({ type: 'condition', filters }));
    const res = await post(eventWorkflowBody(projectId, { name: 'Many problems', steps }));
    expect(res.status).to.equal(422);
    expect(res.body.error.message).to.match(
      /^steps\.0\.filters\.0\.field names task\.nowhere, .*\(999 more problems; details lists the first 100\)$/,
    );
    const details = res.body.error.details!;
    expect(details).to.have.length(100);
    expect(details[0]!.field).to.equal('/steps/0/filters/0/field');
    expect(details.at(-1)!.field).to.equal('/steps/4/filters/19/field');
    expect(await workflowNames()).to.not.include('Many problems');
  });

  it('accepts the bounds themselves: waits of 1 and 43,200 minutes, 50 steps, project.* in a scheduled workflow', async () => {
    const made = await Promise.all([
      post(eventWorkflowBody(projectId, { name: 'Bounds: waits', steps: [waitStep(1), waitStep(43_200)] })),
      post(eventWorkflowBody(projectId, { name: 'Bounds: 50 steps', steps: Array.from({ length: 50 }, () => waitStep(1)) })),
      post(scheduledWorkflowBody(projectId, { name: 'Bounds: project', steps: [statusIs('project.name', 'Checked'), mailStep()] })),
    ]);
    expect(made.map((r) => r.status)).to.deep.equal([201, 201, 201]);
  });

  it('PATCH checks steps against the trigger they will run with, and a new trigger against the steps it keeps', async () => {
    const workflow = await createWorkflow(
      owner,
      eventWorkflowBody(projectId, { name: 'Patched', steps: [waitStep(5), statusIs('task.status')] }),
    );
    const patch = (body: unknown) =>
      rawRequest<ErrorEnvelope>(server.url, { method: 'PATCH', path: `/v1/workflows/${workflow.id}`, apiKey: owner.key, body });
    const tooLong = await patch({ steps: [waitStep(43_201)] });
    expect(tooLong.status).to.equal(422);
    expect(tooLong.body.error.details!.map((d) => d.field)).to.deep.equal(['/steps/0/minutes']);
    // project.created data has no task: the kept condition on task.status cannot be read.
    const newTrigger = await patch({ trigger: { event: 'project.created' } });
    expect(newTrigger.status).to.equal(422);
    expect(newTrigger.body.error.details!.map((d) => d.field)).to.deep.equal(['/steps/1/filters/0/field']);
    const tooMany = await patch({ steps: Array.from({ length: 51 }, () => waitStep(1)) });
    expect(tooMany.status).to.equal(422);
    expect(tooMany.body.error.details!.map((d) => d.field)).to.deep.equal(['/steps']);
    const { data } = await owner.client.GET('/v1/workflows/{workflow_id}', workflowPath(workflow.id));
    expect(data!.data).to.deep.equal(workflow);
  });

  it('a create_task step naming a project the author cannot write: 422 naming /steps/<i>/action/config/project_id, on create and on PATCH', async () => {
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const hidden = await createProject(owner, workspaceId, 'Hidden', 'private');
    const elsewhere = await ownerWithWorkspace(server, 'Elsewhere');
    const foreign = await createProject(elsewhere.owner, elsewhere.workspaceId, 'Foreign');
    const into = (target: string): WorkflowStep => ({
      type: 'action',
      action: { type: 'create_task', config: { name: 'x', project_id: target } },
    });
    for (const target of [hidden.id, foreign.id, 'proj_00000000000000000000000000']) {
      const res = await post(
        eventWorkflowBody(projectId, { name: `Into ${target}`, steps: [waitStep(1), mailStep(), into(target)] }),
        editor,
      );
      expect(res.status, target).to.equal(422);
      expect(res.body.error.details!.map((d) => d.field)).to.deep.equal(['/steps/2/action/config/project_id']);
      expect(await workflowNames()).to.not.include(`Into ${target}`);
    }
    // The owner sees the private project: the same step is theirs to save.
    expect((await post(eventWorkflowBody(projectId, { name: 'Owner into hidden', steps: [into(hidden.id)] }))).status).to.equal(201);
    const mine = await createWorkflow(editor, eventWorkflowBody(projectId, { name: 'Editor’s', steps: [taskStep('Mine')] }));
    const patched = await rawRequest<ErrorEnvelope>(server.url, {
      method: 'PATCH',
      path: `/v1/workflows/${mine.id}`,
      apiKey: editor.key,
      body: { steps: [taskStep('Still mine'), into(hidden.id)] },
    });
    expect(patched.status).to.equal(422);
    expect(patched.body.error.details!.map((d) => d.field)).to.deep.equal(['/steps/1/action/config/project_id']);
  });

  it('speaks of a workflow, not an automation, in what it refuses (as the contract’s examples do)', async () => {
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const hidden = await createProject(owner, workspaceId, 'Out of reach', 'private');
    const target = await post(
      eventWorkflowBody(projectId, {
        steps: [{ type: 'action', action: { type: 'create_task', config: { name: 'x', project_id: hidden.id } } }],
      }),
      editor,
    );
    expect(target.status).to.equal(422);
    expect(target.body.error.details![0]!.message).to.equal(
      "names a project you cannot see or edit; a workflow acts with its author's access",
    );
    const workflow = await createWorkflow(owner, eventWorkflowBody(projectId, { name: 'Worded' }));
    const trigger = await rawRequest<ErrorEnvelope>(server.url, {
      method: 'PATCH',
      path: `/v1/workflows/${workflow.id}`,
      apiKey: owner.key,
      body: { trigger: { schedule: '0 9 * * *' } },
    });
    expect(trigger.status).to.equal(400);
    expect(trigger.body.error.details).to.deep.equal([{ field: '/trigger/event', message: 'is required for event workflows' }]);
  });

  it('the 51st workflow of a project: 422 naming /project_id; another project still takes one', async () => {
    const full = await createProject(owner, workspaceId, 'Full');
    for (let batch = 0; batch < 5; batch++) {
      const made = await Promise.all(
        Array.from({ length: 10 }, (_, i) => post(eventWorkflowBody(full.id, { name: `W${batch * 10 + i}` }))),
      );
      expect(made.map((r) => r.status)).to.deep.equal(Array(10).fill(201));
    }
    const res = await post(eventWorkflowBody(full.id, { name: 'One too many' }));
    expect(res.status).to.equal(422);
    expect(res.body.error.details).to.deep.equal([{ field: '/project_id', message: 'already has the maximum of 50 workflows' }]);
    expect(await workflowNames(full.id)).to.have.length(50);
    // Automations are counted apart: the project still takes an automation.
    const automation = await owner.client.POST('/v1/automations', {
      body: { project_id: full.id, name: 'Rule', type: 'event', trigger: { event: 'task.created' }, actions: [emailAction()] },
    });
    expect(automation.response.status).to.equal(201);
  });
});
