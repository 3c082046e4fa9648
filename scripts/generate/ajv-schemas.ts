/**
 * Turns OpenAPI 3.1 schemas into schemas that Ajv (JSON Schema 2020-12, strict mode) compiles:
 *
 * - `#/components/schemas/X` refs point at `$defs` of one registered components schema instead
 *   (strict Ajv rejects a root `components` keyword);
 * - `discriminator.mapping` is dropped (Ajv's `discriminator: true` reads `propertyName` only and
 *   rejects `mapping`), OpenAPI-only annotations (`example`, `xml`, `externalDocs`, `x-*`) too;
 * - `unevaluatedProperties: {not: {}}` (what `seal-object-schemas` emits) becomes the equivalent
 *   `unevaluatedProperties: false`, so an unknown field fails with keyword `unevaluatedProperties`
 *   and `params.unevaluatedProperty` naming the field, instead of a bare `not` ("must NOT be valid").
 *
 * - a union marked `x-branch-chosen-by` (its branch follows from stored state, e.g. a PATCH's
 *   trigger from the automation's type) is any object here: the service validates it against the
 *   right branch with `shapeValidators`, so a refusal names that branch's problems, not every branch's.
 *
 * The walk knows which keywords hold schemas, so data (`enum`, `const`, `default`, `examples`) and
 * property names are copied untouched.
 */
import type { JsonSchema } from './openapi-document.ts';

/** `$id` of the schema whose `$defs` hold every component schema. Absolute, so refs resolve the same anywhere. */
export const COMPONENTS_ID = 'urn:openapi:components';

const COMPONENT_REF_PREFIX = '#/components/schemas/';

/** Keywords whose value is a map of name → schema. */
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LIST_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value is one schema. */
const SCHEMA_KEYWORDS = new Set([
  'not',
  'items',
  'contains',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
  'if',
  'then',
  'else',
  'contentSchema',
]);
/** OpenAPI annotations that are not JSON Schema 2020-12 keywords; strict Ajv would reject them. */
const OPENAPI_ONLY_KEYWORDS = new Set(['example', 'xml', 'externalDocs']);

/** Marks a union whose branch the server picks from stored state (see the header). */
export const BRANCH_CHOSEN_BY = 'x-branch-chosen-by';

/** The component names of the branches of every union marked `x-branch-chosen-by`. */
export function branchesChosenByState(schemas: Record<string, JsonSchema>): string[] {
  return Object.values(schemas)
    .filter((schema) => BRANCH_CHOSEN_BY in schema && Array.isArray(schema.oneOf))
    .flatMap((schema) => (schema.oneOf as JsonSchema[]).map((branch) => String(branch.$ref)))
    .map((ref) => {
      if (!ref.startsWith(COMPONENT_REF_PREFIX)) throw new Error(`${BRANCH_CHOSEN_BY}: branch ${ref} is not a component`);
      return decodePointerSegment(ref.slice(COMPONENT_REF_PREFIX.length));
    });
}

/** What Ajv compiles: a schema object, or `true`/`false`. */
export type AjvSchema = JsonSchema | boolean;

export interface SchemaConversion {
  /** Every `format` met, so the caller can check that Ajv knows each one. */
  formats: Set<string>;
}

export function componentRefTarget(name: string): string {
  return `${COMPONENTS_ID}#/$defs/${encodePointerSegment(name)}`;
}

/** The components schema to register with Ajv: `{ $id, $defs: { Name: schema, ... } }`. */
export function componentsSchema(schemas: Record<string, JsonSchema>, conversion: SchemaConversion): JsonSchema {
  const $defs: Record<string, AjvSchema> = {};
  for (const name of Object.keys(schemas).sort()) $defs[name] = toAjvSchema(schemas[name] ?? {}, conversion);
  return { $id: COMPONENTS_ID, $defs };
}

export function toAjvSchema(schema: unknown, conversion: SchemaConversion): AjvSchema {
  if (typeof schema === 'boolean') return schema;
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
    throw new Error(`Expected a schema object, got ${JSON.stringify(schema)}`);
  }
  if (BRANCH_CHOSEN_BY in schema) return { type: 'object' };
  const result: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema as JsonSchema)) {
    if (keyword.startsWith('x-') || OPENAPI_ONLY_KEYWORDS.has(keyword)) continue;
    result[keyword] = convertKeyword(keyword, value, conversion);
  }
  return result;
}

function convertKeyword(keyword: string, value: unknown, conversion: SchemaConversion): unknown {
  if (keyword === '$ref' && typeof value === 'string') return rewriteRef(value);
  if (keyword === 'discriminator') return withoutMapping(value);
  if (keyword === 'format' && typeof value === 'string') conversion.formats.add(value);
  if (keyword === 'unevaluatedProperties' && isEmptyNot(value)) return false;
  if (SCHEMA_KEYWORDS.has(keyword))
    return Array.isArray(value) ? value.map((s) => toAjvSchema(s, conversion)) : toAjvSchema(value, conversion);
  if (SCHEMA_LIST_KEYWORDS.has(keyword) && Array.isArray(value)) return value.map((s) => toAjvSchema(s, conversion));
  if (SCHEMA_MAP_KEYWORDS.has(keyword) && isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([name, s]) => [name, toAjvSchema(s, conversion)]));
  }
  return value;
}

function rewriteRef(ref: string): string {
  if (ref.startsWith(COMPONENT_REF_PREFIX)) return componentRefTarget(decodePointerSegment(ref.slice(COMPONENT_REF_PREFIX.length)));
  throw new Error(`Unsupported $ref in a schema: ${ref} (only ${COMPONENT_REF_PREFIX}* is handled)`);
}

function withoutMapping(discriminator: unknown): unknown {
  if (!isObject(discriminator)) return discriminator;
  return Object.fromEntries(Object.entries(discriminator).filter(([key]) => key !== 'mapping'));
}

/** `{not: {}}`: a schema nothing satisfies, i.e. `false`. */
function isEmptyNot(value: unknown): boolean {
  return isObject(value) && Object.keys(value).length === 1 && isObject(value.not) && Object.keys(value.not).length === 0;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function encodePointerSegment(name: string): string {
  return encodeURIComponent(name.replaceAll('~', '~0').replaceAll('/', '~1'));
}

function decodePointerSegment(segment: string): string {
  return decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~');
}
