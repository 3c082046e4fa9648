/**
 * The documents link to each other (the README to docs/, docs/ to each other and back): every
 * relative link in them names a file that exists and, with `#anchor`, a heading that file has
 * (GitHub's slugs), so moving a section cannot leave a link to nowhere.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** GitHub's anchors for a Markdown text's headings, repeats numbered as GitHub numbers them. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of withoutCode.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

async function documents(): Promise<string[]> {
  const docs = (await readdir(path.join(repo, 'docs'))).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);
  return ['README.md', 'sdk/README.md', ...docs];
}

describe('links between the documents', () => {
  it('every relative link names a file that exists and a heading it has', async () => {
    const broken: string[] = [];
    let checked = 0;
    for (const document of await documents()) {
      const text = (await readFile(path.join(repo, document), 'utf8')).replace(/^```[\s\S]*?^```/gm, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        checked++;
        const [file, anchor] = target!.split('#') as [string, string | undefined];
        const resolved = file === '' ? path.join(repo, document) : path.resolve(path.dirname(path.join(repo, document)), file);
        if (!existsSync(resolved)) {
          broken.push(`${document}: ${target} (no such file)`);
          continue;
        }
        if (anchor && resolved.endsWith('.md') && !anchorsOf(await readFile(resolved, 'utf8')).has(anchor)) {
          broken.push(`${document}: ${target} (no such heading)`);
        }
      }
    }
    expect(checked, 'links checked').to.be.above(15);
    expect(broken).to.deep.equal([]);
  });
});
