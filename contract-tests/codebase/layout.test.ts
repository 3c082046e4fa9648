// The shape of the code, checked: the README's tables list every top-level folder and every folder
// of server/ (and nothing that is gone), and the cross-cutting folders import nothing from a concept's slice.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';

const root = path.resolve(import.meta.dirname, '../..');
const crossCutting = ['auth', 'db', 'events', 'http', 'mail', 'net', 'process', 'queue', 'secrets'];

async function foldersUnder(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const here = entries.filter((e) => e.isDirectory()).map((e) => `${dir}/${e.name}`);
  return [dir, ...(await Promise.all(here.map(foldersUnder))).flat()];
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.ts')).map((e) => path.join(e.parentPath, e.name));
}

describe('the codebase layout', () => {
  it("the README's table of server/ names every folder of server/, and only those", async () => {
    const readme = await readFile(path.join(root, 'README.md'), 'utf8');
    const listed = [...readme.matchAll(/^\| `(server(?:\/[a-z0-9-]+)*)\/?` \|/gm)].map((m) => m[1]!);
    const folders = await foldersUnder('server');
    expect([...new Set(listed)].sort()).to.deep.equal(folders.sort());
  });

  it("the README's layout table names every top-level folder (docs/ included), and only those", async () => {
    const readme = await readFile(path.join(root, 'README.md'), 'utf8');
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
});
