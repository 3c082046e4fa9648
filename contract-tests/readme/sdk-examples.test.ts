/**
 * The SDK's documented examples, compiled and run as written (issue 22): every `ts` block of
 * sdk/README.md and every `@example` of the SDK's doc comments is type-checked under the SDK's own
 * compiler options and run against a live server, with the names it takes as given (a client, ids, a
 * received delivery) made here first; every inline call such as `wsa.tasks.update({ task_id, body })`
 * must name a method and its parameters as the contract does. An example that would throw for its
 * reader fails here instead. The `js` example of sdk/README.md's "First call" is run as written from
 * the packed SDK by sdk-package.test.ts (the README's SDK section must equal it: readme-sections.test.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { resourceTable } from '../../sdk/src/generated/resources.ts';
import { ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { createTestCertificates, type TestCertificates } from '../support/https.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startReceiver, type Receiver } from '../webhooks/support/receiver.ts';
import { newSecret, registerWebhook } from '../webhooks/support/webhooks.ts';
import {
  inlineCalls,
  jsdocExamples,
  readmeExamples,
  runnable,
  sdkSources,
  type DocExample,
  type Given,
  type InlineCall,
} from './support/doc-examples.ts';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../..', import.meta.url));
const sdkSrc = path.join(repo, 'sdk', 'src');
const examples: DocExample[] = [...(await readmeExamples(repo)), ...(await jsdocExamples(repo))];

/** Makes what the examples take as given, through the API: a task, an automation, a webhook and one delivery to it. */
async function makeGivens(owner: TestUser, workspaceId: string, receiver: Receiver, secret: string): Promise<Given> {
  const client = owner.client;
  const project = (await client.POST('/v1/projects', { body: { workspace_id: workspaceId, name: 'Launch', visibility: 'shared' } })).data!
    .data;
  const path = { project_id: project.id };
  const task = (await client.POST('/v1/projects/{project_id}/tasks', { params: { path }, body: { name: 'Write the docs' } })).data!.data;
  const webhook = await registerWebhook(owner, { url: receiver.url('/hooks/wsa'), events: ['automation.run.completed'], secret });
  const automation = (
    await client.POST('/v1/automations', {
      body: {
        project_id: project.id,
        name: 'Follow up',
        type: 'event',
        trigger: { event: 'task.completed' },
        actions: [{ type: 'create_task', config: { name: 'Follow up: {{task.name}}' } }],
      },
    })
  ).data!.data;
  await client.POST('/v1/automations/{automation_id}/runs', { params: { path: { automation_id: automation.id } } });
  const [delivery] = await receiver.waitForRequests(1, {
    match: (r) => r.body?.type === 'automation.run.completed',
    timeoutMs: 30_000,
    what: 'a delivery of automation.run.completed',
  });
  const headers = Object.fromEntries(Object.entries(delivery!.headers).map(([name, value]) => [name, String(value)]));
  return {
    workspace_id: workspaceId,
    project_id: project.id,
    task_id: task.id,
    webhook_id: webhook.id,
    automation_id: automation.id,
    delivery: { headers, body: delivery!.rawBody.toString('base64') },
  };
}

describe('the SDK documentation examples, compiled and run', function () {
  this.timeout(180_000);
  let certificates: TestCertificates;
  let receiver: Receiver;
  let server: TestServer;
  let owner: TestUser;
  let given: Given;
  let dir: string;
  const secret = newSecret();
  const files = examples.map((example, i) => `${String(i + 1).padStart(2, '0')}-example.mts`);

  before(async () => {
    certificates = await createTestCertificates();
    receiver = await startReceiver({ tls: certificates, secret });
    server = await startTestServer({}, { caFile: certificates.caFile });
    const made = await ownerWithWorkspace(server);
    owner = made.owner;
    given = await makeGivens(owner, made.workspaceId, receiver, secret);
    dir = await mkdtemp(path.join(os.tmpdir(), 'wsa-sdk-examples-'));
    await Promise.all(examples.map((example, i) => writeFile(path.join(dir, files[i]!), runnable(example, sdkSrc, server.url))));
  });
  after(async () => {
    await server?.close();
    await receiver?.close();
    await certificates?.remove();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('finds the examples: every ts block of sdk/README.md and an @example in each documented module', () => {
    const where = examples.map((e) => e.where);
    expect(where.filter((w) => w.startsWith('sdk/README.md')).length).to.be.at.least(8);
    for (const file of ['sdk/src/client.ts', 'sdk/src/paginate.ts', 'sdk/src/webhooks.ts'])
      expect(
        where.some((w) => w.startsWith(`${file}:`)),
        file,
      ).to.equal(true);
  });

  it('type-checks every example under the SDK’s compiler options', async () => {
    const sdkOptions = JSON.parse(await readFile(path.join(repo, 'sdk/tsconfig.json'), 'utf8')) as { compilerOptions: object };
    const tsconfig = {
      // Nothing is emitted, and the SDK is imported by absolute path, which no rewrite applies to.
      compilerOptions: {
        ...sdkOptions.compilerOptions,
        rewriteRelativeImportExtensions: false,
        typeRoots: [path.join(repo, 'node_modules/@types')],
      },
      include: ['*.mts'],
    };
    await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');
    const failure = await run(process.execPath, [tsc, '-p', dir], { cwd: repo }).then(
      () => '',
      (error: Error & { stdout?: string }) => error.stdout ?? String(error),
    );
    // Name each failing example by where it is written, not by its temporary file.
    const explained = files.reduce((text, file, i) => text.replaceAll(file, `${file} (${examples[i]!.where})`), failure);
    expect(explained).to.equal('');
  });

  it('runs every example against a live server without a throw', async () => {
    const env = {
      ...process.env,
      WSA_BASE_URL: server.url,
      WSA_API_KEY: owner.key,
      WSA_WEBHOOK_SECRET: secret,
      WSA_GIVEN: JSON.stringify(given),
    };
    const outputs: string[] = [];
    for (const [i, example] of examples.entries()) {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(dir, files[i]!)], { cwd: repo, env }).catch(
        (error: Error & { stderr?: string }) => {
          throw new Error(`${example.where} threw:\n${error.stderr ?? String(error)}`);
        },
      );
      outputs.push(stdout);
    }
    const printed = (where: string) => outputs.filter((_, i) => examples[i]!.where.includes(where)).join('');
    // The receiver example verified the delivery, read its run and answered it.
    expect(printed('"## Webhooks: verify, then parse"')).to.match(/^run_\w+ success\nanswered 200\n$/);
    expect(printed('sdk/src/webhooks.ts')).to.match(/^run_\w+\n$/);
    expect(printed('"## Pagination: `paginate`"')).to.include(`${given.project_id} Launch`);
    // The resources example completed the given task.
    const task = await owner.client.GET('/v1/tasks/{task_id}', { params: { path: { task_id: given.task_id } } });
    expect(task.data!.data.status).to.equal('completed');
  });

  it('names every inline method call as the contract does: a method that exists, with its own parameters', async () => {
    const calls: InlineCall[] = [];
    for (const file of ['sdk/README.md', 'README.md', 'docs/guide.md', ...(await sdkSources(repo))])
      calls.push(...inlineCalls(file, await readFile(path.join(repo, file), 'utf8')));
    expect(calls.length).to.be.at.least(4);
    for (const call of calls) {
      const node = call.method.reduce<unknown>((at, name) => (at as Record<string, unknown> | undefined)?.[name], resourceTable) as
        { pathParams: readonly string[]; queryParams: readonly string[] } | undefined;
      const label = `${call.where}: ${call.method.join('.')}({ ${call.names.join(', ')} })`;
      expect(node?.pathParams, `${label} is not a method`).to.be.an('array');
      expect([...node!.pathParams, ...node!.queryParams, 'body'], label).to.include.members(call.names);
      expect(call.names, label).to.include.members([...node!.pathParams]);
    }
  });
});
