/**
 * Turns OpenAPI 3.1 schemas into schemas that Ajv (JSON Schema 2020-12, strict mode) compiles. The one
 * implementation: the request validators (emit-validators.ts) and the contract tests' response oracle
 * (contract-tests/support/openapi.ts) both compile through it, so they cannot read a schema differently.
 *
 * - `#/components/schemas/X` refs point at `$defs` of one registered components schema instead
 *   (strict Ajv rejects a root `components` keyword);
 * - `discriminator.mapping` is dropped (Ajv's `discriminator: true` reads `propertyName` only and
 *   rejects `mapping`; it picks the `oneOf` branch by the tag's `const`/`enum`, which is what the
 *   mapping says), OpenAPI-only annotations (`example`, `xml`, `externalDocs`, `x-*`) too;
 * - `unevaluatedProperties: {not: {}}` (what `seal-object-schemas` emits) becomes the equivalent
 *   `unevaluatedProperties: false`, so an unknown field fails with keyword `unevaluatedProperties`
 *   and `params.unevaluatedProperty` naming the field, instead of a bare `not` ("must NOT be valid").
 *
 * What is a caller's policy rather than a reading of the schema stays with the caller: the request
 * validators' defaults, coercion, storable date-times and `x-branch-chosen-by` (emit-validators.ts,
 * branch-chosen-by.ts); the oracle's own Ajv instance (see its header for why it must not share those).
 */
import type { Options } from 'ajv/dist/2020.js';
import type { JsonSchema } from './openapi-document.ts';
import { componentNameOf, encodePointerSegment, isJsonObject, mapSubschemas } from './schema-walk.ts';

/** `$id` of the schema whose `$defs` hold every component schema. Absolute, so refs resolve the same anywhere. */
export const COMPONENTS_ID = 'urn:openapi:components';

/**
 * The Ajv options every rewritten schema needs: `discriminator` because the keyword is kept, and no
 * `strictTypes` because the emitter writes constraints beside `allOf: [{$ref}]` without repeating
 * `type` (e.g. `{allOf: [{$ref: TemplateText}], maxLength: 255}`), valid JSON Schema that it rejects.
 */
export const AJV_OPTIONS = { strict: true, strictTypes: false, discriminator: true } as const satisfies Options;

/** OpenAPI annotations that are not JSON Schema 2020-12 keywords; strict Ajv would reject them. */
const OPENAPI_ONLY_KEYWORDS = new Set(['example', 'xml', 'externalDocs']);

/** What Ajv compiles: a schema object, or `true`/`false`. */
export type AjvSchema = JsonSchema | boolean;

export interface AjvRewrite {
  /** Receives every `format` met, so the caller can check that its Ajv knows each one. */
  formats?: Set<string>;
  /** Called on each schema before it is rewritten; what it returns replaces the schema. */
  replace?: (schema: JsonSchema) => AjvSchema | undefined;
}

export function componentRefTarget(name: string): string {
  return `${COMPONENTS_ID}#/$defs/${encodePointerSegment(name)}`;
}

/** The components schema to register with Ajv: `{ $id, $defs: { Name: schema, ... } }`. */
export function componentsSchema(schemas: Record<string, JsonSchema | boolean>, rewrite: AjvRewrite = {}): JsonSchema {
  const $defs: Record<string, AjvSchema> = {};
  for (const name of Object.keys(schemas).sort()) $defs[name] = toAjvSchema(schemas[name] ?? {}, rewrite);
  return { $id: COMPONENTS_ID, $defs };
}

export function toAjvSchema(schema: unknown, rewrite: AjvRewrite = {}): AjvSchema {
  if (typeof schema === 'boolean') return schema;
  if (!isJsonObject(schema)) throw new Error(`Expected a schema object, got ${JSON.stringify(schema)}`);
  const replaced = rewrite.replace?.(schema);
  if (replaced !== undefined) return replaced;
  const result: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword.startsWith('x-') || OPENAPI_ONLY_KEYWORDS.has(keyword)) continue;
    result[keyword] = convertKeyword(keyword, value, rewrite);
  }
  return result;
}

function convertKeyword(keyword: string, value: unknown, rewrite: AjvRewrite): unknown {
  if (keyword === '$ref' && typeof value === 'string') return rewriteRef(value);
  if (keyword === 'discriminator') return withoutMapping(value);
  if (keyword === 'format' && typeof value === 'string') rewrite.formats?.add(value);
  if (keyword === 'unevaluatedProperties' && isEmptyNot(value)) return false;
  return mapSubschemas(keyword, value, (schema) => toAjvSchema(schema, rewrite));
}

function rewriteRef(ref: string): string {
  const name = componentNameOf(ref);
  if (name !== undefined) return componentRefTarget(name);
  throw new Error(`Unsupported $ref in a schema: ${ref} (only #/components/schemas/* is handled)`);
}

function withoutMapping(discriminator: unknown): unknown {
  if (!isJsonObject(discriminator)) return discriminator;
  return Object.fromEntries(Object.entries(discriminator).filter(([key]) => key !== 'mapping'));
}

/** `{not: {}}`: a schema nothing satisfies, i.e. `false`. */
function isEmptyNot(value: unknown): boolean {
  return isJsonObject(value) && Object.keys(value).length === 1 && isJsonObject(value.not) && Object.keys(value.not).length === 0;
}
