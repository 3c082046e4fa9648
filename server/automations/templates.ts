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

const variable = /\{\{\s*([^{}]*?)\s*\}\}/g;
const path = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** Problems with the `{{…}}` variables of one text, for a person to fix; empty when it is fine. */
export function templateProblems(text: string): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(variable)) {
    const name = match[1]!;
    if (!path.test(name)) problems.push(`'{{${name}}}' is not a variable: use {{resource.field}}`);
    else if (!(templateRoots as readonly string[]).includes(name.split('.')[0]!)) {
      problems.push(`'{{${name}}}' names an unknown resource; use one of ${templateRoots.join(', ')}`);
    }
  }
  const opens = (text.match(/\{\{/g) ?? []).length;
  const closes = (text.match(/\}\}/g) ?? []).length;
  if (opens !== closes) problems.push('has an unclosed {{ or a stray }}');
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

/**
 * Substitutes `{{resource.field}}`; a variable that resolves to nothing renders as empty text.
 * `escape` encodes each substituted value for where it lands (e.g. inside a JSON body).
 */
export function renderTemplate(text: string, context: Record<string, unknown>, escape: (value: string) => string = (v) => v): string {
  return text.replace(variable, (_whole, name: string) => {
    const value = lookup(context, name);
    if (value === undefined || value === null) return '';
    return escape(typeof value === 'object' ? JSON.stringify(value) : String(value));
  });
}

/** Reads a dotted path from event data; shared with the filters. */
export { lookup as valueAt };
