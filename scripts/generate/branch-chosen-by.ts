/**
 * A union marked `x-branch-chosen-by` (its branch follows from stored state, e.g. a PATCH's trigger
 * from the automation's type) is any object to the request validators: the service validates it
 * against the right branch with `shapeValidators`, so a refusal names that branch's problems, not
 * every branch's. This is the server's policy for requests only: the contract tests' oracle checks
 * responses against the whole union.
 */
import type { AjvSchema } from './ajv-schemas.ts';
import type { JsonSchema } from './openapi-document.ts';
import { componentNameOf } from './schema-walk.ts';

export const BRANCH_CHOSEN_BY = 'x-branch-chosen-by';

/** For `AjvRewrite.replace`: the loose stand-in for a union whose branch the server picks. */
export function looseBranchChosenByState(schema: JsonSchema): AjvSchema | undefined {
  return BRANCH_CHOSEN_BY in schema ? { type: 'object' } : undefined;
}

/** The component names of the branches of every union marked `x-branch-chosen-by`. */
export function branchesChosenByState(schemas: Record<string, JsonSchema>): string[] {
  return Object.values(schemas)
    .filter((schema) => BRANCH_CHOSEN_BY in schema && Array.isArray(schema.oneOf))
    .flatMap((schema) => (schema.oneOf as JsonSchema[]).map((branch) => String(branch.$ref)))
    .map((ref) => {
      const name = componentNameOf(ref);
      if (name === undefined) throw new Error(`${BRANCH_CHOSEN_BY}: branch ${ref} is not a component`);
      return name;
    });
}
