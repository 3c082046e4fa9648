/**
 * The documents' examples outside the README's first steps (first-steps.test.ts), run as written
 * (issue 12): the README's SDK example must be sdk/README.md's "First call" example byte for byte
 * (issue 27, point 5), which sdk-package.test.ts runs as written from the packed SDK; in
 * docs/guide.md, the mock section's curl lines are run against `npm run mock`'s front, every path of
 * the reference table is fetched from the server, and the workflow and notification examples run.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { startMock } from '../../scripts/mock.ts';
import { addMember, createUser } from '../support/fixtures.ts';
import { waitFor } from '../support/wait.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { firstCallExample } from './support/doc-examples.ts';
import { codeBlocks, section } from './support/markdown.ts';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../..', import.meta.url));
const documents = {
  'README.md': await readFile(path.join(repo, 'README.md'), 'utf8'),
  'docs/guide.md': await readFile(path.join(repo, 'docs/guide.md'), 'utf8'),
};

/** The text under a heading of one of the documents (docs/guide.md unless said). */
const sectionOf = (heading: string, document: keyof typeof documents = 'docs/guide.md') => section(documents[document], heading, document);

describe('README and guide sections, run as written', function () {
  this.timeout(90_000);
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('"The SDK": its example is sdk/README.md\'s "First call" example, byte for byte (run there by sdk-package.test.ts)', async () => {
    const examples = codeBlocks(sectionOf('### The SDK', 'README.md'), 'js');
    expect(examples, 'the section has one JavaScript example').to.have.length(1);
    expect(examples[0]).to.equal((await firstCallExample(repo)).code);
  });

  it('"Mocking with Prism": the curl lines get the answers the section describes', async function () {
    if (!existsSync('/usr/bin/curl')) {
      console.log('    (skipped: no curl at /usr/bin/curl to run the section as written)');
      this.skip();
    }
    const [commands] = codeBlocks(sectionOf('## Mocking with Prism'), 'sh');
    const curls = commands!.split('\n').filter((line) => line.startsWith('curl '));
    expect(curls.length).to.be.above(1);
    const mock = await startMock({ port: 0 });
    try {
      const answers = [];
      for (const line of curls) {
        const { stdout } = await run('sh', ['-c', line.replaceAll('http://127.0.0.1:4010', mock.url)]);
        answers.push(JSON.parse(stdout) as { data?: unknown; error?: { code: string } });
      }
      expect(answers[0]!.data, curls[0]).to.be.an('array');
      expect(answers[1]!.error?.code, curls[1]).to.equal('not_found');
    } finally {
      await mock.close();
    }
  });

  it('"Requests and answers": every path of the reference table answers 200 without a key', async () => {
    const paths = [...sectionOf('## Requests and answers').matchAll(/^\| `(\/[^`]+)`(?:, `(\/[^`]+)`)? \|/gm)].flatMap(
      (m) => [m[1], m[2]].filter(Boolean) as string[],
    );
    expect(paths).to.include.members(['/docs', '/openapi.json', '/openapi.yaml', '/settings']);
    for (const p of paths) expect((await fetch(`${server.url}${p}`)).status, p).to.equal(200);
  });

  it('"Workflows": the curl example creates the enabled wait-and-remind workflow it describes', async function () {
    if (!existsSync('/usr/bin/curl')) {
      console.log('    (skipped: no curl at /usr/bin/curl to run the section as written)');
      return this.skip();
    }
    const [command] = codeBlocks(sectionOf('## Workflows'), 'sh');
    const user = await createUser(server);
    const workspace = await user.client.POST('/v1/workspaces', { body: { name: 'Readme' } });
    const project = await user.client.POST('/v1/projects', { body: { workspace_id: workspace.data!.data.id, name: 'Readme' } });
    const { stdout } = await run('sh', ['-c', command!.replaceAll('http://127.0.0.1:3000', server.url)], {
      env: { ...process.env, WSA_API_KEY: user.key, PROJECT_ID: project.data!.data.id },
    });
    const created = JSON.parse(stdout) as { data: { id: string; enabled: boolean; steps: Array<{ type: string }> } };
    expect(created.data.id).to.match(/^wf_/);
    expect(created.data.enabled).to.equal(true);
    expect(created.data.steps.map((s) => s.type)).to.deep.equal(['wait', 'condition', 'action']);
  });

  it('"Notifications": the curl examples list the inbox, mark read and set the preferences they describe', async function () {
    if (!existsSync('/usr/bin/curl')) {
      console.log('    (skipped: no curl at /usr/bin/curl to run the section as written)');
      return this.skip();
    }
    const [list, mark, preferences] = codeBlocks(sectionOf('## Notifications'), 'sh');
    // Notifications are made by the worker, which this file's server does not run: one that does.
    const server = await startTestServer();
    try {
      const owner = await createUser(server);
      const workspace = await owner.client.POST('/v1/workspaces', { body: { name: 'Readme notifications' } });
      const workspaceId = workspace.data!.data.id;
      const project = await owner.client.POST('/v1/projects', {
        body: { workspace_id: workspaceId, name: 'Readme', visibility: 'shared' },
      });
      const viewer = await createUser(server);
      const memberId = await addMember(server, workspaceId, viewer, 'viewer');
      await owner.client.PATCH('/v1/workspaces/{workspace_id}/members/{member_id}', {
        params: { path: { workspace_id: workspaceId, member_id: memberId } },
        body: { role: 'editor' },
      });
      const env = { ...process.env, WSA_API_KEY: viewer.key, WORKSPACE_ID: workspaceId, PROJECT_ID: project.data!.data.id };
      const sh = async (command: string, extra: Record<string, string> = {}) =>
        (await run('sh', ['-c', command.replaceAll('http://127.0.0.1:3000', server.url)], { env: { ...env, ...extra } })).stdout;
      const unread = await waitFor(async () => {
        const listed = (JSON.parse(await sh(list!)) as { data: Array<{ id: string; category: string }> }).data;
        return listed.length > 0 ? listed : undefined;
      });
      expect(unread.map((n) => n.category)).to.deep.equal(['member_role_changed']);
      const [one, many] = (await sh(mark!, { NOTIFICATION_ID: unread[0]!.id })).replace(/}\s*{"data"/g, '}\n{"data"').split('\n');
      expect((JSON.parse(one!) as { data: { read_at: string | null } }).data.read_at).to.be.a('string');
      expect(JSON.parse(many!)).to.deep.equal({ data: { marked: 0 } });
      const set = JSON.parse(await sh(preferences!)) as {
        data: { chat_channel: string; muted_project_ids: string[]; categories: Record<string, unknown> };
      };
      expect(set.data.chat_channel).to.equal('#my-alerts');
      expect(set.data.muted_project_ids).to.deep.equal([project.data!.data.id]);
      expect(set.data.categories.workflow_run_failed).to.deep.equal({ in_app: true, email: 'immediate', chat: true, webhook: false });
    } finally {
      await server.close();
    }
  });
});
