/**
 * The SDK's documented examples, as the documentation holds them: the `ts` blocks of sdk/README.md,
 * the `@example` blocks of the SDK's doc comments, and the inline calls (`wsa.tasks.update({ task_id, body })`)
 * of both; and sdk/README.md's "First call", the example a new user runs as written. Examples name
 * what a reader already has (`api`, `workspace_id`, a received `req`) without declaring it, as
 * rustdoc's hidden lines do; {@link runnable} declares those "givens" in front of an
 * example from the values a test made on a live server, and points its package imports at the source.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fencedBlocks, section } from './markdown.ts';

export interface DocExample {
  /** Where it is written, e.g. `sdk/README.md, "## Pagination: `paginate`"`. */
  where: string;
  code: string;
}

/** What the givens are made from: written by the test as JSON into `WSA_GIVEN`. */
export interface Given {
  workspace_id: string;
  project_id: string;
  task_id: string;
  webhook_id: string;
  automation_id: string;
  /** A delivery the service made to a receiver: its headers and its raw body (base64). */
  delivery: { headers: Record<string, string>; body: string };
}

export async function readmeExamples(repo: string): Promise<DocExample[]> {
  const text = await readFile(path.join(repo, 'sdk/README.md'), 'utf8');
  const examples: DocExample[] = [];
  let heading = '(top)';
  for (const part of text.split(/^(```ts\n[\s\S]*?^```)$/m)) {
    const block = /^```ts\n([\s\S]*?)^```$/m.exec(part);
    if (block) examples.push({ where: `sdk/README.md, "${heading}"`, code: block[1]! });
    else heading = [...part.matchAll(/^#{1,4} .+$/gm)].pop()?.[0] ?? heading;
  }
  return examples;
}

/**
 * sdk/README.md's "First call" (issue 27, point 5): the one `js` block a new user saves as
 * `example.mjs` and runs as written, and the one plain block of what it prints, as lines.
 */
export async function firstCallExample(repo: string): Promise<{ code: string; output: string[] }> {
  const text = await readFile(path.join(repo, 'sdk/README.md'), 'utf8');
  const blocks = fencedBlocks(section(text, '## First call', 'sdk/README.md'));
  const code = blocks.filter((b) => b.language === 'js');
  const output = blocks.filter((b) => b.language === '');
  if (code.length !== 1 || output.length !== 1) {
    throw new Error(
      `sdk/README.md's "First call" must hold one js block and one block of its output, not ${code.length} and ${output.length}`,
    );
  }
  return { code: code[0]!.body, output: output[0]!.body.trimEnd().split('\n') };
}

/** The SDK's hand-written sources (the generated ones carry no examples to run). */
export async function sdkSources(repo: string): Promise<string[]> {
  const entries = await readdir(path.join(repo, 'sdk/src'), { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.parentPath.split(path.sep).includes('generated'))
    .map((e) => path.relative(repo, path.join(e.parentPath, e.name)))
    .sort();
}

export async function jsdocExamples(repo: string): Promise<DocExample[]> {
  const examples: DocExample[] = [];
  for (const file of await sdkSources(repo)) {
    const text = await readFile(path.join(repo, file), 'utf8');
    for (const comment of text.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
      const lines = comment[1]!.split('\n').map((line) => line.replace(/^\s*\* ?/, ''));
      const body = lines.join('\n');
      for (const block of body.matchAll(/@example\n```ts\n([\s\S]*?)```/g)) {
        const line = text.slice(0, comment.index).split('\n').length;
        examples.push({ where: `${file}:${line}`, code: block[1]! });
      }
    }
  }
  return examples;
}

/** An inline call of a resource method in code spans: `wsa.tasks.update({ task_id, body })`. */
export interface InlineCall {
  where: string;
  method: string[];
  /** The names of the argument object's properties, in order. */
  names: string[];
}

export function inlineCalls(where: string, text: string): InlineCall[] {
  return (
    [...text.matchAll(/`(?:wsa|api)\.((?:[a-z][A-Za-z]*\.)*[a-z][A-Za-z]*)\(\{ ([^`]*?) \}/g)]
      // The client's own members (`api.withOptions({ timeout })`) are not resource methods.
      .filter((m) => !/[{}(]/.test(m[2]!) && !['withOptions', 'use', 'eject'].includes(m[1]!))
      .map((m) => ({
        where,
        method: m[1]!.split('.'),
        names: m[2]!.split(',').map((part) => part.split(':')[0]!.trim()),
      }))
  );
}

/**
 * Each given, as the declaration put in front of an example that uses the name without declaring
 * it. Order matters: `api` and `wsa` use the client import.
 */
const givens: Array<[name: string, declaration: (sdk: string) => string]> = [
  ['createClient', (sdk) => `import { createClient } from '${sdk}/index.ts';`],
  ['unwrap', (sdk) => `import { unwrap } from '${sdk}/index.ts';`],
  ['paginate', (sdk) => `import { paginate } from '${sdk}/index.ts';`],
  ['constructWebhookEvent', (sdk) => `import { constructWebhookEvent } from '${sdk}/webhooks.ts';`],
  ['api', () => 'const api = __createClient({ baseUrl: process.env.WSA_BASE_URL!, apiKey: process.env.WSA_API_KEY });'],
  ['wsa', () => 'const wsa = __createClient({ baseUrl: process.env.WSA_BASE_URL!, apiKey: process.env.WSA_API_KEY });'],
  ['workspace_id', () => 'const workspace_id = __given.workspace_id;'],
  ['project_id', () => 'const project_id = __given.project_id;'],
  ['webhook_id', () => 'const webhook_id = __given.webhook_id;'],
  ['automation_id', () => 'const automation_id = __given.automation_id;'],
  ['taskId', () => 'const taskId = __given.task_id;'],
  ['jobId', () => 'const jobId = crypto.randomUUID();'],
  ['orderId', () => 'const orderId = crypto.randomUUID();'],
  ['sleep', () => 'const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));'],
  ['seen', () => 'const seen = (_eventId: string) => false;'],
  ['rawBody', () => "const rawBody = Buffer.from(__given.delivery.body, 'base64');"],
  ['req', () => "const req = { headers: __given.delivery.headers, body: Buffer.from(__given.delivery.body, 'base64') };"],
  // An Express-like app whose one route is called once, with the delivery the test received.
  [
    'app',
    () => `const app = {
  post(_path: string, handler: (req: { body: Buffer; headers: Record<string, string> }, res: { sendStatus(status: number): void }) => Promise<unknown>) {
    void handler(
      { body: Buffer.from(__given.delivery.body, 'base64'), headers: __given.delivery.headers },
      { sendStatus: (status) => console.log(\`answered \${status}\`) },
    );
  },
};`,
  ],
];

function declares(code: string, name: string): boolean {
  return (
    new RegExp(`(?:const|let|var|function)\\s+${name}\\b`).test(code) ||
    new RegExp(`import\\s+(?:type\\s+)?\\{[^}]*\\b${name}\\b[^}]*\\}`).test(code)
  );
}

/**
 * The example as a module that runs: its package imports pointed at the SDK's source, the
 * documented origin at `baseUrl`, and the givens it uses declared in front of it.
 */
export function runnable(example: DocExample, sdkSrc: string, baseUrl: string): string {
  const code = example.code
    .replaceAll('"@workspace-automation/sdk/webhooks"', `'${sdkSrc}/webhooks.ts'`)
    .replaceAll('"@workspace-automation/sdk"', `'${sdkSrc}/index.ts'`)
    .replaceAll('http://127.0.0.1:3000', baseUrl);
  const used = givens.filter(([name]) => new RegExp(`\\b${name}\\b`).test(code) && !declares(code, name));
  return [
    `// ${example.where}, with the givens it uses declared first.`,
    `import { createClient as __createClient } from '${sdkSrc}/index.ts';`,
    `import type { Given as __Given } from '${path.resolve(import.meta.dirname, 'doc-examples.ts')}';`,
    'const __given = JSON.parse(process.env.WSA_GIVEN!) as __Given;',
    ...used.map(([, declaration]) => declaration(sdkSrc)),
    'void __createClient;',
    'void __given;',
    code,
    'export {};',
  ].join('\n');
}
