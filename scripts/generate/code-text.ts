/**
 * Text helpers shared by the emitters: the DO-NOT-EDIT header every generated file starts with, and
 * the quoting that turns names and prose into TypeScript source.
 */

/** One file the generator writes, relative to the output root (the repository root by default). */
export interface GeneratedFile {
  path: string;
  content: string;
}

/** Fixed text, no timestamp or path of this machine: the output must be byte-identical on every run. */
export const GENERATED_NOTICE = 'DO NOT EDIT: generated from the TypeSpec contract in spec/ by `npm run generate` (scripts/generate.ts).';

export function lineCommentHeader(prefix: '//' | '#', lines: string[] = []): string {
  return [GENERATED_NOTICE, ...lines].map((line) => `${prefix} ${line}`.trimEnd()).join('\n') + '\n';
}

export function blockCommentHeader(lines: string[] = []): string {
  return ['/**', ...[GENERATED_NOTICE, ...lines].map((line) => ` * ${line}`.trimEnd()), ' */', ''].join('\n');
}

/** A JSDoc block for a member, indented; empty when there is nothing to say. */
export function jsDoc(paragraphs: (string | undefined)[], indent: string): string {
  const text = paragraphs.filter((p): p is string => Boolean(p?.trim()));
  if (text.length === 0) return '';
  const lines = text
    .join('\n\n')
    .replaceAll('*/', '*\\/')
    .split('\n')
    .map((line) => `${indent} * ${line}`.trimEnd());
  return `${indent}/**\n${lines.join('\n')}\n${indent} */\n`;
}

/** A string literal in double quotes, as TypeScript and JavaScript read it. */
export function stringLiteral(value: string): string {
  return JSON.stringify(value);
}

/** An object key: bare when it is an identifier, quoted otherwise. */
export function propertyKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : stringLiteral(name);
}
