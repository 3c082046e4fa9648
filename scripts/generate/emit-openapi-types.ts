/**
 * sdk/src/generated/openapi-types.ts: openapi-typescript's `paths`, `components` and `operations`
 * types, from the 3.1 document (3.0 with sealed schemas types worse). One copy, in the SDK: the SDK
 * is published on its own and builds only sdk/src, so the server, the scripts, the tests and the
 * other generated files import the types from there (type-only imports, erased at run time).
 */
import { posix } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import { blockCommentHeader } from './code-text.ts';
import type { GeneratedFile } from './code-text.ts';
import type { OpenApiDocument } from './openapi-document.ts';

type SchemaNode = Record<string, unknown>;

const OPENAPI_TYPES_PATH = 'sdk/src/generated/openapi-types.ts';

/** The relative specifier a generated file at `fromPath` imports the types with. */
export function openApiTypesImport(fromPath: string): string {
  const specifier = posix.relative(posix.dirname(fromPath), OPENAPI_TYPES_PATH);
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
}

/** Calls `visit` on every object of the document, parents before children. */
function eachObject(node: unknown, visit: (schema: SchemaNode) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) eachObject(item, visit);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  visit(node as SchemaNode);
  for (const value of Object.values(node)) eachObject(value, visit);
}

/**
 * openapi-typescript reads `additionalProperties` but not 3.1's `unevaluatedProperties`, which is how
 * TypeSpec writes a sealed `Record<string>` (e.g. call_webhook headers): without this the type comes
 * out `Record<string, never>`. Copy the value schema across, for typing only.
 */
function recordForTyping(schema: SchemaNode): void {
  const unevaluated = schema.unevaluatedProperties;
  const sealed = unevaluated === false || (typeof unevaluated === 'object' && unevaluated !== null && 'not' in unevaluated);
  if (unevaluated !== undefined && !sealed && schema.additionalProperties === undefined) schema.additionalProperties = unevaluated;
}

/**
 * TypeSpec wraps a documented reference as `{allOf: [{$ref}], description}`; openapi-typescript reads
 * an `allOf` over a discriminated union as a subtype and omits the tag (`data: Omit<Automation,
 * "type">`, which no longer narrows). A lone `$ref` with its description types as the union itself.
 */
function loneAllOfAsRef(schema: SchemaNode): void {
  const allOf = schema.allOf;
  if (Array.isArray(allOf) && allOf.length === 1 && typeof (allOf[0] as { $ref?: unknown }).$ref === 'string') {
    delete schema.allOf;
    schema.$ref = (allOf[0] as { $ref: string }).$ref;
  }
}

/**
 * An optional property that can only be `null` (a filter's `value` beside `is_empty`) is left out of
 * the types: openapi-fetch's request-body mapping reads `NonNullable<null>` (never) as a read-only
 * marker and makes the property `never`, so no body with the filter type-checked. The wire still
 * accepts the `null`; typed callers simply leave the property out.
 */
function withoutNullOnlyOptionals(schema: SchemaNode): void {
  const properties = schema.properties as Record<string, { type?: unknown }> | undefined;
  if (!properties || typeof properties !== 'object') return;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  for (const [name, property] of Object.entries(properties)) if (property?.type === 'null' && !required.has(name)) delete properties[name];
}

export async function emitOpenApiTypes(document: OpenApiDocument): Promise<GeneratedFile[]> {
  const typed = structuredClone(document);
  eachObject(typed, (schema) => {
    recordForTyping(schema);
    loneAllOfAsRef(schema);
    withoutNullOnlyOptionals(schema);
  });
  const ast = await openapiTS(typed as unknown as OpenAPI3, {
    // Its default (true) makes every property that has a default *required*, request bodies included
    // (`timezone?: … = "UTC"` would become mandatory for SDK callers). Optional means optional.
    defaultNonNullable: false,
    silent: true,
  });
  const content = blockCommentHeader(['Types of the OpenAPI 3.1 document, by openapi-typescript.']) + '\n' + astToString(ast);
  return [{ path: OPENAPI_TYPES_PATH, content }];
}
