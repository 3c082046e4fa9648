/** The roots a template variable may start with: the resources of the run's context and the event data. */
export const templateRoots = [
  'project',
  'actor',
  'workspace',
  'task',
  'member',
  'invitation',
  'automation',
  'run',
  'previous_role',
  'workspace_id',
  'project_id',
  'automation_id',
  'run_id',
  'status',
  'error_message',
] as const;

const path = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** Bounds of one template text (docs/decisions.md#bounds: a template at most 10,000 characters, 100 variables). */
export const maxTemplateLength = 10_000;
export const maxTemplateVariables = 100;

interface Piece {
  /** Where the `{{` starts and where the `}}` ends (exclusive). */
  start: number;
  end: number;
  /** The text between the braces, without surrounding whitespace. */
  name: string;
}

/**
 * The `{{ name }}` pieces of a text, and whether any `{{` or `}}` stands outside them. One left-to-right
 * pass with indexOf: each character is looked at a bounded number of times whatever the input, unlike
 * the regular expression this replaced, which backtracked over runs of spaces after `{{`.
 */
export function scanTemplate(text: string): { pieces: Piece[]; stray: boolean } {
  const pieces: Piece[] = [];
  let stray = false;
  let from = 0;
  for (;;) {
    const open = text.indexOf('{{', from);
    // Only the gap before the next `{{` is searched for a stray `}}`: gaps do not overlap.
    if (text.slice(from, open === -1 ? text.length : open + 1).includes('}}')) stray = true;
    if (open === -1) break;
    // The variable ends at the first brace after `{{`: it must be the start of `}}`.
    let brace = open + 2;
    while (brace < text.length && text[brace] !== '{' && text[brace] !== '}') brace++;
    if (text[brace] === '}' && text[brace + 1] === '}') {
      pieces.push({ start: open, end: brace + 2, name: text.slice(open + 2, brace).trim() });
      from = brace + 2;
    } else {
      stray = true;
      // A `{` here may begin the next `{{`; nothing before it can.
      from = brace < text.length ? Math.max(open + 1, brace - 1) : text.length;
      if (from >= text.length) break;
    }
  }
  return { pieces, stray };
}

/** Problems with the `{{…}}` variables of one text, for a person to fix; empty when it is fine. */
export function templateProblems(text: string): string[] {
  const problems: string[] = [];
  if (text.length > maxTemplateLength) return [`is ${text.length} characters long; a template may have at most ${maxTemplateLength}`];
  const { pieces, stray } = scanTemplate(text);
  if (pieces.length > maxTemplateVariables) return [`has ${pieces.length} template variables; at most ${maxTemplateVariables} are allowed`];
  for (const { name } of pieces) {
    const shown = name.length > 60 ? `${name.slice(0, 60)}…` : name;
    if (!path.test(name)) problems.push(`'{{${shown}}}' is not a variable: use {{resource.field}}`);
    else if (!(templateRoots as readonly string[]).includes(name.split('.')[0]!)) {
      problems.push(`'{{${shown}}}' names an unknown resource; use one of ${templateRoots.join(', ')}`);
    }
  }
  if (stray) problems.push('has an unclosed {{ or a stray }}');
  return problems;
}

function lookup(context: Record<string, unknown>, dotted: string): unknown {
  let value: unknown = context;
  for (const part of dotted.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** JSON string escaping without the quotes: for values placed inside a JSON document's strings. */
export const jsonEscape = (text: string) => JSON.stringify(text).slice(1, -1);

/** How one text is rendered: the encoding of substituted values, and where rendering may stop. */
export interface RenderOptions {
  /** Encodes each substituted value for where it lands (e.g. inside a JSON body). */
  escape?: (value: string) => string;
  /**
   * At most this many characters are rendered: substitution stops once they are reached, so a text
   * that will be cut is never built past the cut (100 variables of 16 KB would otherwise be 1.6 MB).
   */
  limit?: number;
}

/** Substitutes `{{resource.field}}`; a variable that resolves to nothing renders as empty text. */
export function renderTemplate(text: string, context: Record<string, unknown>, options: RenderOptions = {}): string {
  const { escape = (v: string) => v, limit = Infinity } = options;
  let out = '';
  let at = 0;
  for (const piece of scanTemplate(text).pieces) {
    if (out.length >= limit) break;
    out += text.slice(at, piece.start);
    const value = lookup(context, piece.name);
    if (value !== undefined && value !== null) out += escape(jsonText(value));
    at = piece.end;
  }
  if (out.length < limit) out += text.slice(at);
  return out.length > limit ? out.slice(0, limit) : out;
}

/** Reads a dotted path from event data; shared with the filters. */
export { lookup as valueAt };

/**
 * The variables of these texts that resolve to nothing (and so render as empty text), each once, in
 * order; at most `limit` of them.
 */
export function unresolvedVariables(texts: (string | undefined)[], context: Record<string, unknown>, limit = Infinity): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    if (text === undefined) continue;
    for (const { name } of scanTemplate(text).pieces) {
      if (names.size >= limit) return [...names];
      const value = lookup(context, name);
      if (value === undefined || value === null) names.add(name);
    }
  }
  return [...names];
}

/** A JSON value as text: a string as it is, anything else as JSON (numbers and booleans as `String` writes them). */
export const jsonText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
