/**
 * Comments that cite a decision cite the project's own document, docs/decisions.md, by a section
 * that exists (issue 22): a renamed or removed section fails here, not silently in a reader's hands,
 * and no comment points at a document outside the repository.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const self = fileURLToPath(import.meta.url);
const trees = ['server', 'scripts', 'sdk/src', 'contract-tests', 'bench'];

/** GitHub's anchor for a heading: lower case, spaces to hyphens, other punctuation dropped. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replaceAll(' ', '-');
}

async function sourceFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const tree of trees) {
    const entries = await readdir(path.join(repo, tree), { withFileTypes: true, recursive: true });
    for (const e of entries)
      if (e.isFile() && /\.(ts|js|cjs|mjs)$/.test(e.name) && !e.parentPath.includes('node_modules'))
        files.push(path.join(e.parentPath, e.name));
  }
  return files;
}

describe('citations of docs/decisions.md', () => {
  it('every cited section exists, and every comment that cites a decision cites this document', async () => {
    const decisions = await readFile(path.join(repo, 'docs/decisions.md'), 'utf8');
    const anchors = new Set([...decisions.matchAll(/^#{2,3} (.+)$/gm)].map((m) => anchorOf(m[1]!)));
    const cited: string[] = [];
    const broken: string[] = [];
    const outside: string[] = [];
    for (const file of await sourceFiles()) {
      if (file === self) continue;
      const text = await readFile(file, 'utf8');
      const where = path.relative(repo, file);
      for (const m of text.matchAll(/docs\/decisions\.md#([a-z0-9-]+)/g)) {
        cited.push(m[1]!);
        if (!anchors.has(m[1]!)) broken.push(`${where}: #${m[1]}`);
      }
      if (/api-decisions/.test(text)) outside.push(where);
    }
    expect(cited.length, 'the code cites its decisions').to.be.at.least(8);
    expect(broken, 'citations of sections docs/decisions.md does not have').to.deep.equal([]);
    expect(outside, 'comments citing a document outside the repository').to.deep.equal([]);
  });

  it('the README points at docs/decisions.md', async () => {
    const readme = await readFile(path.join(repo, 'README.md'), 'utf8');
    expect(readme).to.include('docs/decisions.md');
  });
});
