/**
 * Which JSON Schema 2020-12 keywords hold schemas, and one step of a copying walk over them. Every
 * rewrite of the document's schemas (ajv-schemas.ts, emit-event-catalog.ts) recurses through
 * `mapSubschemas`, so data (`enum`, `const`, `default`, `examples`) and property names are copied
 * untouched: a property named `example` or `$ref` is never mistaken for the keyword.
 */

/** Keywords whose value is a map of name → schema. */
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LIST_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value is one schema (`items` may still be a list in documents older than 2020-12). */
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

/** A keyword's value with `rewrite` applied to each schema it holds; any other value as it is. */
export function mapSubschemas(keyword: string, value: unknown, rewrite: (schema: unknown) => unknown): unknown {
  if (SCHEMA_KEYWORDS.has(keyword)) return Array.isArray(value) ? value.map(rewrite) : rewrite(value);
  if (SCHEMA_LIST_KEYWORDS.has(keyword) && Array.isArray(value)) return value.map(rewrite);
  if (SCHEMA_MAP_KEYWORDS.has(keyword) && isJsonObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, rewrite(schema)]));
  }
  return value;
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const COMPONENT_REF_PREFIX = '#/components/schemas/';

/** The document's reference to a component schema: `#/components/schemas/X`. */
export function componentRef(name: string): string {
  return COMPONENT_REF_PREFIX + encodePointerSegment(name);
}

/** The component a `#/components/schemas/X` reference names, or undefined for any other reference. */
export function componentNameOf(ref: string): string | undefined {
  return ref.startsWith(COMPONENT_REF_PREFIX) ? decodePointerSegment(ref.slice(COMPONENT_REF_PREFIX.length)) : undefined;
}

/** A name as one segment of a JSON Pointer inside a URI reference (RFC 6901 escapes, then URI encoding). */
export function encodePointerSegment(name: string): string {
  return encodeURIComponent(name.replaceAll('~', '~0').replaceAll('/', '~1'));
}

export function decodePointerSegment(segment: string): string {
  return decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~');
}
