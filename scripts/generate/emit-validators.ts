/**
 * generated/validators.js + validators.d.ts: Ajv standalone validators for every operation's path
 * parameters, query parameters and JSON body, compiled now so the server compiles no schema at start.
 *
 * Two Ajv instances, because type coercion is per instance: path and query values come from the URL
 * as strings and must be coerced; a JSON body has real types and must not be. Each instance's
 * standalone code (CommonJS form: `exports[...] = validateN`) is wrapped in its own function scope so
 * their generated names (`validate10`, `schema31`, ...) cannot collide in one ES module; the `require`
 * calls Ajv's code makes for its runtime helpers go through `createRequire`.
 */
import Ajv2020Module, { _, Name } from 'ajv/dist/2020.js';
import type { Options } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { AJV_OPTIONS, componentRefTarget, componentsSchema, toAjvSchema } from './ajv-schemas.ts';
import type { AjvRewrite, AjvSchema } from './ajv-schemas.ts';
import { branchesChosenByState, looseBranchChosenByState } from './branch-chosen-by.ts';
import { lineCommentHeader, propertyKey, stringLiteral } from './code-text.ts';
import type { GeneratedFile } from './code-text.ts';
import type { JsonSchema, OpenApiDocument, OperationModel } from './openapi-document.ts';

// CommonJS packages seen through NodeNext: the callable is on `.default`.
const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;
const standaloneCode = standaloneCodeModule.default;
type Ajv = InstanceType<typeof Ajv2020>;

type Part = 'path' | 'query' | 'body';
const PARTS: readonly Part[] = ['path', 'query', 'body'];

/** Identifier of the module-level object the generated code reads formats from (`code.formats`). */
const FORMATS_BINDING = 'ajvFormats';

interface CompiledPart {
  operationId: string;
  part: Part;
  exportName: string;
}

export function emitValidators(document: OpenApiDocument, operations: OperationModel[]): GeneratedFile[] {
  const formats = new Set<string>();
  const rewrite: AjvRewrite = { formats, replace: looseBranchChosenByState };
  const components = componentsSchema(document.components?.schemas ?? {}, rewrite);
  // "array" is `true` plus wrapping a lone value in an array, so `?status=open` satisfies an
  // array-typed parameter the same as `?status=open&status=done`.
  const request = createAjv(components, 'array');
  const body = createAjv(components, false);
  const compiled: CompiledPart[] = [];
  for (const operation of operations) {
    for (const part of PARTS) {
      const schema = partSchema(operation, part, rewrite);
      if (schema === undefined) continue;
      const exportName = `${operation.operationId}.${part}`;
      (part === 'body' ? body : request).addSchema(schema, exportName);
      compiled.push({ operationId: operation.operationId, part, exportName });
    }
  }
  const shapes = branchesChosenByState(document.components?.schemas ?? {});
  for (const name of shapes) body.addSchema({ $ref: componentRefTarget(name) }, shapeExport(name));
  registerUnknownFormats([request, body], formats);
  return [
    { path: 'generated/validators.js', content: validatorsModule(request, body, compiled, operations, shapes) },
    { path: 'generated/validators.d.ts', content: validatorsDeclarations(shapes) },
  ];
}

function createAjv(components: JsonSchema, coerceTypes: Options['coerceTypes']): Ajv {
  const options: Options = {
    ...AJV_OPTIONS,
    allErrors: true,
    useDefaults: true,
    coerceTypes,
    code: { source: true, lines: true, formats: _`${new Name(FORMATS_BINDING)}` },
  };
  const ajv = new Ajv2020(options);
  addFormats(ajv);
  ajv.addSchema(components);
  return ajv;
}

/**
 * Formats Ajv does not know (ajv-formats covers date-time, email, uri, uuid, int32, ...) would make
 * strict Ajv throw; they are accepted without checking, and said so on stderr.
 */
function registerUnknownFormats(instances: Ajv[], formats: Set<string>): void {
  for (const format of [...formats].sort()) {
    if (format in fullFormats) continue;
    console.warn(`generate: format "${format}" is not checked by the validators (unknown to ajv-formats)`);
    for (const ajv of instances) ajv.addFormat(format, true);
  }
}

function partSchema(operation: OperationModel, part: Part, rewrite: AjvRewrite): AjvSchema | undefined {
  switch (part) {
    case 'path':
      return parametersSchema(
        operation.pathParameters.map((p) => ({ ...p, required: true })),
        rewrite,
      );
    case 'query':
      return parametersSchema(operation.queryParameters, rewrite);
    case 'body':
      return operation.body && toAjvSchema(operation.body.schema, rewrite);
  }
}

/**
 * One object schema over the parameters. No `additionalProperties: false`: unknown query parameters
 * are allowed and ignored (clients add cache-busters, tracing ids...), and the path object only ever
 * holds the route's own parameters.
 */
function parametersSchema(
  parameters: { name: string; required: boolean; schema: JsonSchema }[],
  rewrite: AjvRewrite,
): JsonSchema | undefined {
  if (parameters.length === 0) return undefined;
  const properties = Object.fromEntries(parameters.map((p) => [p.name, toAjvSchema(p.schema, rewrite)]));
  const required = parameters.filter((p) => p.required).map((p) => p.name);
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

const shapeExport = (name: string) => `shape.${name}`;

function validatorsModule(request: Ajv, body: Ajv, compiled: CompiledPart[], operations: OperationModel[], shapes: string[]): string {
  const requestExports = exportsOf(compiled.filter((c) => c.part !== 'body'));
  const bodyExports = {
    ...exportsOf(compiled.filter((c) => c.part === 'body')),
    ...Object.fromEntries(shapes.map((n) => [shapeExport(n), shapeExport(n)])),
  };
  return [
    lineCommentHeader('//', [
      'Ajv standalone validators (JSON Schema 2020-12, allErrors, useDefaults, discriminator). Types: validators.d.ts.',
    ]),
    `import { createRequire } from "node:module";`,
    ``,
    `// Ajv's generated code loads its runtime helpers (ucs2length, equal, ...) with require().`,
    `const require = createRequire(import.meta.url);`,
    ...storableFormats(),
    ``,
    `/** Path and query validators: coerce URL strings to the declared types, fill in defaults. */`,
    `const requestValidators = ${wrappedModule(standaloneCode(request, requestExports))};`,
    ``,
    `/** JSON body validators: no coercion, fill in defaults. */`,
    `const bodyValidators = ${wrappedModule(standaloneCode(body, bodyExports))};`,
    ``,
    validatorsTable(compiled, operations),
    shapesTable(shapes),
  ].join('\n');
}

/**
 * The formats the generated code reads: ajv-formats' own, but a date-time must also be one `Date`
 * can hold. RFC 3339 allows a leap second (`23:59:60`) and ajv-formats an hour-only offset (`+01`);
 * `Date.parse` makes both NaN, an invalid Date PostgreSQL refuses (a 500). Same shape as the
 * ajv-formats entry (`{validate, compare}`), so the compiled calls (`formatsN.validate(x)`) fit.
 */
function storableFormats(): string[] {
  return [
    `const fullFormats = require("ajv-formats/dist/formats").fullFormats;`,
    `const rfc3339DateTime = fullFormats["date-time"];`,
    `const ${FORMATS_BINDING} = {`,
    `  ...fullFormats,`,
    `  "date-time": { ...rfc3339DateTime, validate: (text) => rfc3339DateTime.validate(text) && !Number.isNaN(Date.parse(text)) },`,
    `};`,
  ];
}

function exportsOf(parts: CompiledPart[]): Record<string, string> {
  return Object.fromEntries(parts.map((p) => [p.exportName, p.exportName]));
}

/**
 * Runs CommonJS-form standalone code in its own scope and yields its `exports`. Its leading
 * "use strict" is dropped: inside the function it would not be a directive, and ES modules are strict.
 */
function wrappedModule(code: string): string {
  const body = code
    .replace(/^"use strict";\n?/, '')
    .split('\n')
    .map((line) => (line ? `  ${line}` : line))
    .join('\n');
  return `(function () {\n  const exports = {};\n${body}\n  return exports;\n})()`;
}

function validatorsTable(compiled: CompiledPart[], operations: OperationModel[]): string {
  const lines = operations.map((operation) => {
    const parts = compiled
      .filter((c) => c.operationId === operation.operationId)
      .map((c) => `${c.part}: ${c.part === 'body' ? 'bodyValidators' : 'requestValidators'}[${stringLiteral(c.exportName)}]`);
    return `  ${propertyKey(operation.operationId)}: { ${parts.join(', ')} },`.replace('{  }', '{}');
  });
  return ['export const validators = {', ...lines, '};', ''].join('\n');
}

/** The branches of unions whose branch the server picks (`x-branch-chosen-by`), by component name. */
function shapesTable(shapes: string[]): string {
  const lines = shapes.map((name) => `  ${propertyKey(name)}: bodyValidators[${stringLiteral(shapeExport(name))}],`);
  return ['export const shapeValidators = {', ...lines, '};', ''].join('\n');
}

function validatorsDeclarations(shapes: string[]): string {
  return `${lineCommentHeader('//')}import type { ErrorObject } from "ajv";
import type { OperationId } from "./operations.ts";

/**
 * An Ajv standalone validator. Returns whether \`data\` is valid; when not, \`errors\` holds Ajv's
 * errors (\`keyword\`, \`instancePath\`, \`params\`, \`message\`) unchanged: a missing field has keyword
 * \`required\`, an unknown body field keyword \`unevaluatedProperties\` (\`params.unevaluatedProperty\`),
 * an uncoercible path or query value keyword \`type\`. A union member's tag (e.g. an action's \`type\`)
 * fails with keyword \`discriminator\`: \`params.error\` is "tag" when it is missing or not a string,
 * "mapping" when its value names no member.
 *
 * It changes \`data\` in place: it fills in schema defaults (page=1, per_page=20, ...) and, for path
 * and query validators, coerces strings to the declared types (a lone value to a one-item array too).
 */
export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** The validators of one operation; a part the operation does not have is absent. */
export interface OperationValidators {
  /** Path parameters, as an object of strings from the router (coerced). */
  readonly path?: ValidateFunction;
  /** Query parameters, as an object of strings or string arrays (coerced); unknown names are allowed. */
  readonly query?: ValidateFunction;
  /** The parsed JSON request body (not coerced). Absent-but-optional bodies are the caller's to skip. */
  readonly body?: ValidateFunction;
}

export declare const validators: Readonly<Record<OperationId, OperationValidators>>;

/** Validators of the branches of unions whose branch the server picks from stored state (\`x-branch-chosen-by\`). */
export declare const shapeValidators: Readonly<Record<${shapes.map((n) => stringLiteral(n)).join(' | ') || 'never'}, ValidateFunction>>;
`;
}
