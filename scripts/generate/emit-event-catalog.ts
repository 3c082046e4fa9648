/**
 * generated/event-catalog.ts: what `GET /v1/event-types` answers, built from the finished 3.1
 * document so it cannot drift from it. Each entry of the `webhooks` section is one event type: its
 * description and `x-event-level` come from the event's model, `automations` from the
 * `TriggerEventName` enum, `webhooks` from the `EventType` enum, and `data_schema` is the model's
 * `data` as a self-contained JSON Schema (every component it reaches copied under `$defs`).
 */
import { lineCommentHeader } from './code-text.ts';
import type { GeneratedFile } from './code-text.ts';
import { openApiTypesImport } from './emit-openapi-types.ts';
import type { JsonSchema, OpenApiDocument } from './openapi-document.ts';
import { componentNameOf, encodePointerSegment, isJsonObject, mapSubschemas } from './schema-walk.ts';

const CATALOG_PATH = 'generated/event-catalog.ts';

type Json = Record<string, unknown>;

function componentName(ref: unknown): string {
  const name = typeof ref === 'string' ? componentNameOf(ref) : undefined;
  if (name === undefined) throw new Error(`event catalog: expected a component $ref, got ${String(ref)}`);
  return name;
}

/**
 * A copy of `schema` whose component refs (and discriminator mappings, which are refs too) point
 * into `$defs`, collecting each component it reaches.
 */
function localised(schema: unknown, schemas: Record<string, JsonSchema>, defs: Record<string, unknown>): unknown {
  if (!isJsonObject(schema)) return schema;
  const local = (ref: unknown): string => {
    const name = componentName(ref);
    if (!(name in defs)) {
      defs[name] = {};
      defs[name] = localised(schemas[name], schemas, defs);
    }
    return `#/$defs/${encodePointerSegment(name)}`;
  };
  const copy: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref') copy.$ref = local(value);
    else if (key === 'discriminator' && isJsonObject(value) && isJsonObject(value.mapping)) {
      const mapping = Object.fromEntries(Object.entries(value.mapping).map(([tag, ref]) => [tag, local(ref)]));
      copy.discriminator = { ...value, mapping };
    } else if (!key.startsWith('x-') && key !== 'example' && key !== 'examples') {
      copy[key] = mapSubschemas(key, value, (inner) => localised(inner, schemas, defs));
    }
  }
  return copy;
}

function enumOf(schemas: Record<string, JsonSchema>, name: string): Set<string> {
  const values = schemas[name]?.enum;
  if (!Array.isArray(values)) throw new Error(`event catalog: ${name} is not an enum in the document`);
  return new Set(values.map(String));
}

export function emitEventCatalog(document: OpenApiDocument): GeneratedFile[] {
  const schemas = document.components?.schemas ?? {};
  const webhooks = ((document as Json).webhooks ?? {}) as Record<
    string,
    { post: { requestBody: { content: Record<string, { schema: Json }> } } }
  >;
  const triggers = enumOf(schemas, 'TriggerEventName');
  const subscribable = enumOf(schemas, 'EventType');
  const catalog = Object.entries(webhooks).map(([type, { post }]) => {
    const name = componentName(post.requestBody.content['application/json']?.schema.$ref);
    const event = schemas[name] as Json;
    const level = event['x-event-level'];
    if (level !== 'project' && level !== 'workspace') throw new Error(`event catalog: ${name} has no x-event-level (project or workspace)`);
    const defs: Record<string, unknown> = {};
    const data = localised((event.properties as Record<string, Json>).data, schemas, defs) as Json;
    delete data.description;
    // `{allOf: [{$ref}]}` is how the emitter documents a reference; the reference alone says the same.
    const only = Array.isArray(data.allOf) && data.allOf.length === 1 && Object.keys(data).length === 1 ? (data.allOf[0] as Json) : data;
    return {
      type,
      description: typeof event.description === 'string' ? event.description : '',
      level,
      automations: triggers.has(type),
      webhooks: subscribable.has(type),
      data_schema: { $schema: 'https://json-schema.org/draft/2020-12/schema', ...only, $defs: defs },
    };
  });
  const content = [
    lineCommentHeader('//', ['The event catalog of GET /v1/event-types, from the webhooks section of generated/openapi.json.']),
    `import type { components } from '${openApiTypesImport(CATALOG_PATH)}';`,
    ``,
    `export const eventCatalog: components['schemas']['EventTypeInfo'][] = ${JSON.stringify(catalog, null, 2)};`,
    ``,
  ].join('\n');
  return [{ path: CATALOG_PATH, content }];
}
