/**
 * Reading the documents' Markdown as a reader does, for the tests that run what they say: fenced
 * blocks and sections, line by line, so a `# comment` inside a shell block is not taken for a
 * heading and a closing fence not for an opening one.
 */

/** A fenced block of a Markdown text: its language (`''` for none) and its lines, each with its newline. */
export interface FencedBlock {
  language: string;
  body: string;
}

/** The fenced blocks of a Markdown text, in order. */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  let open: { language: string; lines: string[] } | undefined;
  for (const line of markdown.split('\n')) {
    if (open === undefined) {
      const fence = /^```(\S*)$/.exec(line);
      if (fence) open = { language: fence[1]!, lines: [] };
    } else if (line === '```') {
      blocks.push({ language: open.language, body: open.lines.map((l) => `${l}\n`).join('') });
      open = undefined;
    } else open.lines.push(line);
  }
  return blocks;
}

/** The bodies of the blocks in `language`. */
export function codeBlocks(markdown: string, language: string): string[] {
  return fencedBlocks(markdown)
    .filter((block) => block.language === language)
    .map((block) => block.body);
}

/**
 * The text under `heading` (e.g. `## First steps`, written whole), up to the next heading of the
 * same or a higher level outside a fenced block; fails naming `where` when there is none.
 */
export function section(markdown: string, heading: string, where: string): string {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`${where} has no section "${heading}"`);
  const level = heading.split(' ')[0]!.length;
  let fenced = false;
  for (let i = start + 1; i < lines.length; i++) {
    if (/^```/.test(lines[i]!)) fenced = !fenced;
    const deeper = /^(#{1,6}) /.exec(lines[i]!);
    if (!fenced && deeper && deeper[1]!.length <= level) return lines.slice(start + 1, i).join('\n');
  }
  return lines.slice(start + 1).join('\n');
}
