/**
 * fast-check arbitraries from the contract's JSON Schemas: values the document calls valid, and
 * values it calls invalid (a valid value with one part broken). Only the keywords the document
 * uses are understood; an unknown one fails loudly, so a new keyword in the contract is noticed.
 *
 * Glossary
 * - valid value: one the schema accepts (types, enums, patterns, lengths, ranges, required fields).
 *   Valid to the schema is not valid to the service: an id that names nothing is a valid string.
 * - broken value: a valid value with one change the schema forbids (a wrong type, a missing required
 *   field, an unknown field, a string too long, a value outside an enum).
 */
import fc from 'fast-check';

export type Schema = Record<string, unknown>;
type Resolve = (schema: Schema) => Schema;

const known = new Set([
  'type',
  'oneOf',
  'anyOf',
  'allOf',
  'not',
  '$ref',
  'enum',
  'const',
  'required',
  'properties',
  'unevaluatedProperties',
  'additionalProperties',
  'format',
  'pattern',
  'maxLength',
  'minLength',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'items',
  'default',
  'description',
  'examples',
  'discriminator',
  'title',
  'readOnly',
  'writeOnly',
  'uniqueItems',
  // An annotation: which branch fits follows from stored state; a value of either branch is valid here.
  'x-branch-chosen-by',
]);

/** The schemas' keywords in one object, later ones winning (as `allOf` is read here: object schemas side by side). */
function mergeAll(schemas: Schema[]): Schema {
  return schemas.reduce<Schema>((merged, schema) => ({ ...merged, ...schema }), {});
}

/** Resolves `$ref`s within the document. */
export function resolverFor(document: { components?: { schemas?: Record<string, Schema> } }): Resolve {
  return (schema) => {
    let current = schema;
    for (let i = 0; typeof current.$ref === 'string' && i < 10; i++) {
      const name = current.$ref.replace('#/components/schemas/', '');
      const target = document.components?.schemas?.[name];
      if (!target) throw new Error(`unknown $ref ${current.$ref}`);
      current = target;
    }
    return current;
  };
}

/** Text of every kind a client may send: ASCII, Unicode, emoji, quotes and markup. */
const anyText = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom('a', 'Z', '0', ' ', '-', '_', 'é', '中', '😀', '"', '<', '\\', '/', '{{'),
    minLength: min,
    maxLength: max,
  });

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = Math.min((schema.maxLength as number | undefined) ?? 40, min + 40);
  if (typeof schema.pattern === 'string')
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= min && s.length <= ((schema.maxLength as number) ?? Infinity));
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.constantFrom('https://example.com/hook', 'https://127.0.0.1/x', 'http://example.com/', 'https://hooks.example.org/a?b=c');
    case 'date-time':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    default:
      return anyText(min, max);
  }
}

/** A value the schema accepts. */
export function validValue(schema: Schema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  for (const key of Object.keys(s)) if (!known.has(key)) throw new Error(`schema keyword '${key}' is not understood by the fuzzer`);
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  if (Array.isArray(s.allOf))
    return validValue({ ...mergeAll((s.allOf as Schema[]).map(resolve)), ...withoutKeys(s, ['allOf']) }, resolve, depth);
  if (Array.isArray(s.oneOf)) return fc.oneof(...(s.oneOf as Schema[]).map((o) => validValue(o, resolve, depth + 1)));
  if (Array.isArray(s.anyOf)) return fc.oneof(...(s.anyOf as Schema[]).map((o) => validValue(o, resolve, depth + 1)));
  const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string | undefined];
  if (types.length > 1) return fc.oneof(...types.map((t) => validValue({ ...s, type: t }, resolve, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: (s.minimum as number | undefined) ?? -1000, max: (s.maximum as number | undefined) ?? 1000 });
    case 'number':
      return fc.double({ min: (s.minimum as number | undefined) ?? -1000, max: (s.maximum as number | undefined) ?? 1000, noNaN: true });
    case 'string':
      return stringArbitrary(s);
    case 'array': {
      const min = (s.minItems as number | undefined) ?? 0;
      const max = Math.min((s.maxItems as number | undefined) ?? 3, min + 3, depth > 3 ? min : 10);
      return fc.array(validValue((s.items as Schema) ?? {}, resolve, depth + 1), { minLength: min, maxLength: max });
    }
    case 'object':
    case undefined: {
      const properties = (s.properties as Record<string, Schema> | undefined) ?? {};
      const required = new Set((s.required as string[] | undefined) ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) {
        if ((resolve(property).readOnly as boolean | undefined) === true) continue;
        record[name] = validValue(property, resolve, depth + 1);
      }
      if (types[0] === undefined && Object.keys(properties).length === 0) return fc.constantFrom<unknown>('text', 1, true, null);
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in record) });
    }
    default:
      throw new Error(`schema type '${String(types[0])}' is not understood by the fuzzer`);
  }
}

function withoutKeys(s: Schema, keys: string[]): Schema {
  return Object.fromEntries(Object.entries(s).filter(([k]) => !keys.includes(k)));
}

/** A value of another JSON type than `value`. */
const otherType = (value: unknown): fc.Arbitrary<unknown> => {
  const candidates: unknown[] = ['text', 12345, true, null, [], {}, 1.5];
  return fc.constantFrom(
    ...candidates.filter(
      (c) => typeof c !== typeof value || Array.isArray(c) !== Array.isArray(value) || (c === null) !== (value === null),
    ),
  );
};

/**
 * A body the schema refuses: a valid object with one change, at the top level or one level down.
 * Each change is one a client really makes: a wrong type, a field left out, a field the contract does
 * not have, an over-long string, a value outside its enum.
 */
export function brokenObject(schema: Schema, resolve: Resolve): fc.Arbitrary<Record<string, unknown>> {
  const s = resolve(schema);
  const merged = Array.isArray(s.allOf) ? mergeAll([...(s.allOf as Schema[]).map(resolve), withoutKeys(s, ['allOf'])]) : s;
  const properties = (merged.properties as Record<string, Schema> | undefined) ?? {};
  const required = (merged.required as string[] | undefined) ?? [];
  const names = Object.keys(properties).filter((n) => resolve(properties[n]!).readOnly !== true);
  return (validValue(schema, resolve) as fc.Arbitrary<Record<string, unknown>>).chain((valid) => {
    const breaks: Array<fc.Arbitrary<Record<string, unknown>>> = [
      fc.constantFrom('unexpected_field', 'Name', '__proto__x').map((extra) => ({ ...valid, [extra]: 'x' })),
    ];
    if (required.length > 0) breaks.push(fc.constantFrom(...required).map((name) => withoutKeys(valid, [name])));
    if (names.length > 0) {
      breaks.push(fc.constantFrom(...names).chain((name) => otherType(valid[name]).map((bad) => ({ ...valid, [name]: bad }))));
      const strings = names.filter(
        (n) => typeof resolve(properties[n]!).maxLength === 'number' || resolve(properties[n]!).allOf !== undefined,
      );
      if (strings.length > 0) breaks.push(fc.constantFrom(...strings).map((name) => ({ ...valid, [name]: 'x'.repeat(20_001) })));
      const enums = names.filter(
        (n) =>
          Array.isArray(resolve(properties[n]!).enum) ||
          Array.isArray(resolve((resolve(properties[n]!).allOf as Schema[] | undefined)?.[0] ?? {}).enum),
      );
      if (enums.length > 0) breaks.push(fc.constantFrom(...enums).map((name) => ({ ...valid, [name]: 'not-one-of-them' })));
    }
    return fc.oneof(...breaks);
  });
}
