// The shape of the code, checked: docs/architecture.md's tables list every top-level folder and
// every folder of server/ (and nothing that is gone), the cross-cutting folders import nothing from a
// concept's slice, and the test layers are what that document says: contract tests are black-box,
// system tests look inside.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';

const root = path.resolve(import.meta.dirname, '../..');
const crossCutting = ['auth', 'db', 'events', 'http', 'mail', 'metrics', 'net', 'process', 'queue', 'secrets'];

async function foldersUnder(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const here = entries.filter((e) => e.isDirectory()).map((e) => `${dir}/${e.name}`);
  return [dir, ...(await Promise.all(here.map(foldersUnder))).flat()];
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.ts')).map((e) => path.join(e.parentPath, e.name));
}

/** The file's code without its comments (a comment may name a table or a server file). */
async function codeOf(file: string): Promise<string> {
  const text = await readFile(file, 'utf8');
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** What the file imports, statically or dynamically: repo-relative paths for relative specifiers, else the package name. */
function importsOf(file: string, code: string): string[] {
  const specifiers = [...code.matchAll(/(?:\bfrom|\bimport\s*\(?)\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers.map((s) => (s.startsWith('.') ? path.relative(root, path.resolve(path.dirname(file), s)) : s));
}

/** Reading or writing tables: the harness's knex, knex or pg themselves, graphile-worker's schema. */
const readsTables = (code: string, imports: string[]) =>
  /\.knex\b|\bknex\(|graphile_worker/.test(code) || imports.some((i) => i === 'knex' || i === 'pg' || i.startsWith('pg/'));

describe('the codebase layout', () => {
  it("docs/architecture.md's table of server/ names every folder of server/, and only those", async () => {
    const readme = await readFile(path.join(root, 'docs/architecture.md'), 'utf8');
    const listed = [...readme.matchAll(/^\| `(server(?:\/[a-z0-9-]+)*)\/?` \|/gm)].map((m) => m[1]!);
    const folders = await foldersUnder('server');
    expect([...new Set(listed)].sort()).to.deep.equal(folders.sort());
  });

  it("docs/architecture.md's layout table names every top-level folder (docs/ included), and only those", async () => {
    const readme = await readFile(path.join(root, 'docs/architecture.md'), 'utf8');
    const layout = readme.slice(readme.indexOf('\n## Layout\n'), readme.indexOf('\n### Inside `server/`'));
    const listed = [...layout.matchAll(/^\| `([a-z0-9-]+)\/` \|/gm)].map((m) => m[1]!);
    const entries = await readdir(root, { withFileTypes: true });
    // Dot-folders and what .gitignore names (installed packages, compiler output) are not the source tree.
    const ignored = new Set(['node_modules', 'tsp-output']);
    const folders = entries.filter((e) => e.isDirectory() && !e.name.startsWith('.') && !ignored.has(e.name)).map((e) => e.name);
    expect(listed).to.include('docs');
    expect([...new Set(listed)].sort()).to.deep.equal(folders.sort());
  });

  it('cross-cutting folders import nothing from server/modules/', async () => {
    const offending: string[] = [];
    for (const folder of crossCutting) {
      for (const file of await filesUnder(`server/${folder}`)) {
        const text = await readFile(file, 'utf8');
        if (/from '(\.\.\/)+modules\//.test(text)) offending.push(path.relative(root, file));
      }
    }
    expect(offending).to.deep.equal([]);
  });

  // docs: docs/architecture.md's layout table (`contract-tests/`, `system-tests/`).
  it('contract tests are black-box: outside contract-tests/support/ no file reads tables or imports server/ or system-tests/', async () => {
    const offending: string[] = [];
    for (const file of await filesUnder('contract-tests')) {
      const relative = path.relative(root, file);
      // The harness starts servers and makes users the operator's way; this file reads source text, not tables.
      if (relative.startsWith('contract-tests/support/') || relative === 'contract-tests/codebase/layout.test.ts') continue;
      const code = await codeOf(file);
      const imports = importsOf(file, code);
      const why = [
        ...(readsTables(code, imports) ? ['reads tables'] : []),
        ...imports.filter((i) => i.startsWith('server/') || i.startsWith('system-tests/')).map((i) => `imports ${i}`),
      ];
      if (why.length > 0) offending.push(`${relative}: ${why.join(', ')}`);
    }
    expect(offending, 'move what looks inside to system-tests/, or observe it through the API').to.deep.equal([]);
  });

  it('system tests look inside: each reads tables, drives processes, or reaches into the server; else it belongs in contract-tests/', async () => {
    const insideHarness = ['contract-tests/support/processes.ts', 'contract-tests/support/postgres.ts'];
    const offending: string[] = [];
    for (const file of await filesUnder('system-tests')) {
      if (!file.endsWith('.test.ts')) continue;
      const code = await codeOf(file);
      const imports = importsOf(file, code);
      const looksInside =
        readsTables(code, imports) ||
        // system-tests/**/support/ holds the helpers that read tables.
        imports.some((i) => i.startsWith('system-tests/') || i.startsWith('server/') || insideHarness.includes(i)) ||
        /\.deps\./.test(code);
      if (!looksInside) offending.push(path.relative(root, file));
    }
    expect(offending, 'black-box tests belong in contract-tests/').to.deep.equal([]);
  });

  it('every operation with a service has one function named by its operationId, taking the contract request', async () => {
    const document = JSON.parse(await readFile(path.join(root, 'generated/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const operationIds = Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((op) => op.operationId ?? []));
    // Answered by the handler alone: the probes and the generated event catalog look nothing up.
    const withoutService = new Set(['getHealth', 'getReadiness', 'listEventTypes']);
    const services = (await filesUnder('server/modules')).filter((file) => file.endsWith('.service.ts'));
    const text = (await Promise.all(services.map((file) => readFile(file, 'utf8')))).join('\n');
    const missing = operationIds.filter(
      (id) =>
        !withoutService.has(id) &&
        // A service with no input besides its caller (getCurrentUser) takes no request.
        !new RegExp(`export (async )?function ${id}\\(deps: AppDeps, caller: Caller(, [^)]*Req(uest)?<'${id}'>[^)]*)?\\)`).test(text) &&
        !new RegExp(`export const ${id} = \\(deps: AppDeps, caller: Caller, req: Req<'${id}'>\\)`).test(text),
    );
    expect(missing, 'operations whose service is not named by the operationId or not typed by OperationRequest').to.deep.equal([]);
  });
});
