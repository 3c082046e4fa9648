import { eventCatalog } from '../../../../generated/event-catalog.ts';

type Schema = {
  $ref?: string;
  $defs?: Record<string, Schema>;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  type?: string | string[];
};

/** Whether `path` can name a value in data of this schema: through properties, references and any branch of a union. */
function reaches(schema: Schema, defs: Record<string, Schema>, path: string[], depth = 0): boolean {
  if (path.length === 0) return true;
  if (depth > 32) return false;
  if (schema.$ref) {
    const target = defs[schema.$ref.replace('#/$defs/', '')];
    if (target && reaches(target, defs, path, depth + 1)) return true;
  }
  for (const branch of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])])
    if (reaches(branch, defs, path, depth + 1)) return true;
  const [head, ...rest] = path;
  // Own properties only: `constructor` or `__proto__` name nothing an event holds.
  const property = schema.properties && Object.hasOwn(schema.properties, head!) ? schema.properties[head!] : undefined;
  if (property && reaches(property, defs, rest, depth + 1)) return true;
  // An open object (a Record in the contract) may hold any field.
  const extra = schema.additionalProperties;
  if (extra === true || (typeof extra === 'object' && reaches(extra, defs, rest, depth + 1))) return true;
  return schema.type === 'object' && !schema.properties && !schema.$ref && extra === undefined;
}

/** The schema of `project`, which a workflow's conditions can always read (its own project, as it is now). */
const projectSchema = (() => {
  const entry = eventCatalog.find((e) => e.type === 'project.updated')!;
  return entry.data_schema as Schema;
})();

/**
 * Whether a workflow condition's dotted `field` can exist in what it reads: the data of its trigger's
 * event type (`undefined` for a schedule, which has none) or the workflow's `project`. A name that
 * no such data can hold is a mistake at save time, not a condition that is never met.
 */
export function conditionFieldExists(eventType: string | undefined, field: string): boolean {
  const path = field.split('.');
  const projectDefs = projectSchema.$defs ?? {};
  if (path[0] === 'project' && reaches(projectSchema, projectDefs, path)) return true;
  const entry = eventType === undefined ? undefined : eventCatalog.find((e) => e.type === eventType);
  if (!entry) return false;
  const schema = entry.data_schema as Schema;
  return reaches(schema, schema.$defs ?? {}, path);
}
