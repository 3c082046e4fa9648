/**
 * What the TypeSpec emitter cannot write, added to its documents from the contract's own models:
 *
 * - the webhooks: one entry per variant of the `WebhookEvent` union (its discriminator mapping), with
 *   the `WebhookDeliveryHeaders` model's properties as header parameters and the answer a receiver
 *   gives. OpenAPI 3.1 has a `webhooks` section; 3.0 gets the same as `x-webhooks` (what Redoc and the
 *   linters read). The headers model is dropped afterwards (it exists only to carry this), and the
 *   union too unless an operation answers with it (the events feed does).
 * - a `discriminator` for a union marked `x-discriminator: <property>`, mapping every value of each
 *   branch's tag to that branch: TypeSpec's discriminated unions allow one tag value per variant,
 *   and a trigger filter's `operator` has five (comparisons) and two (emptiness tests).
 * - integer literals (`status: 400`) typed `integer`, which the emitter types `number`.
 * - in 3.0, no `default: null`: validators of 3.0 check the default against the schema's `type`
 *   without `nullable` (the field's description says what leaving it out means).
 * - in 3.0, a schema only `null` satisfies (a filter's `value` beside `is_empty`), which the emitter
 *   writes as a bare `nullable: true` (3.0 has no null type), gets a type and `enum: [null]`.
 * - in 3.0, a nullable reference to a scalar (`nullable: true, allOf: [$ref MemberId]`) has the
 *   scalar's keywords inlined: 3.0's `nullable` does not reach into `allOf`, so validators (Prism
 *   among them) refused the `null` the server rightly sends. For the same reason a nullable enum
 *   lists `null` among its values (3.0.3: `nullable` does not widen an `enum`), and a nullable
 *   reference to an object becomes `anyOf` the object or a schema only `null` satisfies (a schedule
 *   preview's `dst: null` and `note: null`).
 */
import type { OpenApiDocument } from './openapi-document.ts';

type Json = Record<string, unknown>;

const EVENTS_UNION = 'WebhookEvent';
const DELIVERY_HEADERS = 'WebhookDeliveryHeaders';

const deliveryDescription =
  'Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being ' +
  'registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate ' +
  'by the event `id`: a delivery is sent at least once.';

const receiverAnswers = {
  '2XX': { description: 'Received: any 2xx within 10 seconds completes the delivery; the body is ignored.' },
  '4XX': {
    description:
      'Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, ' +
      'a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt.',
  },
  '5XX': { description: 'Failed: retried like a 4xx.' },
};

export function refineOpenApi(document: OpenApiDocument, version: '3.1.0' | '3.0.0'): OpenApiDocument {
  writeDiscriminators(schemasOf(document));
  typeIntegerLiterals(document);
  if (version === '3.0.0') {
    dropNullDefaults(document);
    typeOnlyNull(document);
    const before = referencedSchemas(document);
    inlineNullableScalarRefs(document, schemasOf(document));
    admitNullToNullableEnums(document);
    nullableObjectRefsAsAnyOf(document, schemasOf(document));
    // A scalar referenced only where it is now inlined is no longer a component anyone uses.
    const after = referencedSchemas(document);
    for (const name of before) if (!after.has(name)) delete schemasOf(document)[name];
  }
  return withWebhooks(document, version === '3.1.0' ? 'webhooks' : 'x-webhooks');
}

function schemasOf(document: OpenApiDocument): Record<string, Json> {
  const schemas = (document as { components?: { schemas?: Record<string, Json> } }).components?.schemas;
  if (!schemas) throw new Error('The emitted document has no components.schemas');
  return schemas;
}

function withWebhooks(document: OpenApiDocument, key: 'webhooks' | 'x-webhooks'): OpenApiDocument {
  const schemas = schemasOf(document);
  const union = schemas[EVENTS_UNION] as { discriminator?: { mapping?: Record<string, string> } } | undefined;
  const headers = schemas[DELIVERY_HEADERS] as { properties?: Record<string, Json>; required?: string[] } | undefined;
  const mapping = union?.discriminator?.mapping;
  if (!mapping || !headers?.properties) {
    throw new Error(`The contract must declare the ${EVENTS_UNION} union (discriminated by type) and the ${DELIVERY_HEADERS} model`);
  }
  // The union stays where an operation answers with it (the events feed); the headers model never does.
  if (!referencedSchemas(document).has(EVENTS_UNION)) delete schemas[EVENTS_UNION];
  delete schemas[DELIVERY_HEADERS];
  const parameters = Object.entries(headers.properties).map(([name, { description, ...schema }]) => ({
    name,
    in: 'header',
    required: headers.required?.includes(name) ?? false,
    description,
    // 3.0 wraps a referenced schema in `allOf` to give it a description; the parameter holds that now.
    schema:
      Array.isArray(schema.allOf) && schema.allOf.length === 1 && Object.keys(schema).length === 1 ? (schema.allOf[0] as unknown) : schema,
  }));
  const webhooks: Record<string, Json> = {};
  for (const [eventType, ref] of Object.entries(mapping)) {
    const model = schemas[ref.split('/').pop()!];
    if (!model) throw new Error(`${EVENTS_UNION} maps ${eventType} to ${ref}, which is not in components.schemas`);
    const about = typeof model.description === 'string' ? model.description : eventType;
    webhooks[eventType] = {
      post: {
        operationId: `${eventType.replace(/[._]([a-z])/g, (_, letter: string) => letter.toUpperCase())}Webhook`,
        summary: about.replace(/\s*\*\*Extension\.\*\*/, '').replace(/\.$/, ''),
        description: `${about}\n\n${deliveryDescription}`,
        tags: ['Webhooks'],
        security: [],
        parameters,
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: ref } } } },
        responses: receiverAnswers,
      },
    };
  }
  // Right after `paths`, where readers look for it.
  const refined: Json = {};
  for (const [name, value] of Object.entries(document)) {
    refined[name] = value;
    if (name === 'paths') refined[key] = webhooks;
  }
  return refined as OpenApiDocument;
}

const SCHEMA_REF = '#/components/schemas/';

function writeDiscriminators(schemas: Record<string, Json>): void {
  for (const [name, schema] of Object.entries(schemas)) {
    const propertyName = schema['x-discriminator'];
    if (typeof propertyName !== 'string') continue;
    const mapping: Record<string, string> = {};
    for (const branch of (schema.oneOf ?? []) as Json[]) {
      const ref = String(branch.$ref);
      const target = schemas[ref.slice(SCHEMA_REF.length)];
      const tag = (target?.properties as Record<string, Json> | undefined)?.[propertyName];
      const values = tag?.enum;
      if (!ref.startsWith(SCHEMA_REF) || !Array.isArray(values) || !(target?.required as string[] | undefined)?.includes(propertyName))
        throw new Error(
          `${name}: x-discriminator needs every branch to be a component requiring '${propertyName}' with an inline enum (${ref})`,
        );
      for (const value of values) {
        if (String(value) in mapping) throw new Error(`${name}: '${String(value)}' tags two branches`);
        mapping[String(value)] = ref;
      }
    }
    delete schema['x-discriminator'];
    schema.discriminator = { propertyName, mapping };
  }
}

/** `{ type: number, enum: [400] }` → `{ type: integer, enum: [400] }`, anywhere in the document. */
function typeIntegerLiterals(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(typeIntegerLiterals);
  if (node === null || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.type === 'number' && Array.isArray(schema.enum) && schema.enum.every((value) => Number.isInteger(value))) {
    schema.type = 'integer';
  }
  for (const child of Object.values(schema)) typeIntegerLiterals(child);
}

function typeOnlyNull(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(typeOnlyNull);
  if (node === null || typeof node !== 'object') return;
  const schema = node as Json;
  const shaped = ['type', '$ref', 'allOf', 'anyOf', 'oneOf', 'enum'].some((keyword) => keyword in schema);
  if (schema.nullable === true && !shaped) Object.assign(schema, { type: 'string', enum: [null] });
  for (const child of Object.values(schema)) typeOnlyNull(child);
}

function dropNullDefaults(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(dropNullDefaults);
  if (node === null || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.nullable === true && schema.default === null) delete schema.default;
  for (const child of Object.values(schema)) dropNullDefaults(child);
}

function inlineNullableScalarRefs(node: unknown, schemas: Record<string, Json>): void {
  if (Array.isArray(node)) return node.forEach((child) => inlineNullableScalarRefs(child, schemas));
  if (node === null || typeof node !== 'object') return;
  const schema = node as Json;
  const only = Array.isArray(schema.allOf) && schema.allOf.length === 1 ? (schema.allOf[0] as { $ref?: string }) : undefined;
  const target = only?.$ref ? schemas[only.$ref.split('/').pop()!] : undefined;
  if (schema.nullable === true && target && target.type !== 'object' && target.type !== undefined) {
    delete schema.allOf;
    const { description: _description, example: _example, ...keywords } = target;
    Object.assign(schema, keywords, { nullable: true });
  }
  for (const child of Object.values(schema)) inlineNullableScalarRefs(child, schemas);
}

function admitNullToNullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(admitNullToNullableEnums);
  if (node === null || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...(schema.enum as unknown[]), null];
  for (const child of Object.values(schema)) admitNullToNullableEnums(child);
}

function nullableObjectRefsAsAnyOf(node: unknown, schemas: Record<string, Json>): void {
  if (Array.isArray(node)) return node.forEach((child) => nullableObjectRefsAsAnyOf(child, schemas));
  if (node === null || typeof node !== 'object') return;
  const schema = node as Json;
  const only = Array.isArray(schema.allOf) && schema.allOf.length === 1 ? (schema.allOf[0] as { $ref?: string }) : undefined;
  const target = only?.$ref ? schemas[only.$ref.split('/').pop()!] : undefined;
  if (schema.nullable === true && target?.type === 'object') {
    delete schema.allOf;
    delete schema.type;
    delete schema.nullable;
    schema.anyOf = [only, { type: 'object', nullable: true, enum: [null] }];
  }
  for (const child of Object.values(schema)) nullableObjectRefsAsAnyOf(child, schemas);
}

function referencedSchemas(document: OpenApiDocument): Set<string> {
  const names = new Set<string>();
  const text = JSON.stringify(document);
  for (const match of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) names.add(match[1]!);
  return names;
}
