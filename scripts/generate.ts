/**
 * `npm run generate`: compiles the TypeSpec contract (spec/) and writes everything derived from it:
 *
 *   generated/openapi.yaml, openapi.json   OpenAPI 3.1 (the source of truth below)
 *   generated/openapi-3.0.yaml             OpenAPI 3.0, for tools that cannot read 3.1
 *   generated/validators.js, .d.ts         Ajv standalone validators for path, query and body
 *   generated/operations.ts                the route table and the OperationId union
 *   generated/handlers.ts                  handler request/result typings
 *   generated/event-catalog.ts             what GET /v1/event-types answers
 *   sdk/src/generated/openapi-types.ts     openapi-typescript types, the one copy (the SDK must carry
 *                                          it; everything else imports it from there)
 *   sdk/src/generated/resources.ts         the SDK's per-resource methods (wsa.projects.create, …)
 *
 * Same input, byte-identical output: no timestamps, stable ordering. Files whose content did not
 * change are not rewritten. `npm run generate:check` (CI) regenerates and fails on any git diff.
 *
 * Options (for trying the generator on another contract; defaults are this repository's):
 *   --spec <dir or .tsp>   or GENERATE_SPEC   the TypeSpec entrypoint (default: spec/)
 *   --out <dir>            or GENERATE_OUT    the root the files are written under (default: repo root)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { GeneratedFile } from './generate/code-text.ts';
import { compileSpec } from './generate/compile-spec.ts';
import { emitEventCatalog } from './generate/emit-event-catalog.ts';
import { emitHandlers } from './generate/emit-handlers.ts';
import { emitOpenApiDocuments } from './generate/emit-openapi-documents.ts';
import { emitOpenApiTypes } from './generate/emit-openapi-types.ts';
import { emitOperations } from './generate/emit-operations.ts';
import { emitSdkResources } from './generate/emit-sdk-resources.ts';
import { emitValidators } from './generate/emit-validators.ts';
import { collectOperations } from './generate/openapi-document.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface GenerateOptions {
  spec: string;
  out: string;
}

function readOptions(): GenerateOptions {
  const { values } = parseArgs({ options: { spec: { type: 'string' }, out: { type: 'string' } } });
  return {
    spec: resolve(values.spec ?? process.env.GENERATE_SPEC ?? join(repoRoot, 'spec')),
    out: resolve(values.out ?? process.env.GENERATE_OUT ?? repoRoot),
  };
}

export async function generate(options: GenerateOptions): Promise<GeneratedFile[]> {
  // The root tspconfig.yaml always applies, also to a contract outside spec/.
  const emitted = await compileSpec(options.spec, join(repoRoot, 'tspconfig.yaml'));
  const { document, files: documentFiles } = emitOpenApiDocuments(emitted);
  const operations = collectOperations(document);
  return [
    ...documentFiles,
    ...(await emitOpenApiTypes(document)),
    ...emitValidators(document, operations),
    ...emitOperations(operations),
    ...emitHandlers(operations),
    ...emitSdkResources(operations),
    ...emitEventCatalog(document),
  ];
}

/** Writes only what changed, so unchanged files keep their mtime (watchers, tsc incremental). */
async function writeFiles(root: string, files: GeneratedFile[]): Promise<number> {
  let written = 0;
  for (const file of files) {
    const target = join(root, file.path);
    const current = await readFile(target, 'utf8').catch(() => undefined);
    if (current === file.content) continue;
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.content);
    written++;
  }
  return written;
}

async function main(): Promise<void> {
  const options = readOptions();
  const files = await generate(options);
  const written = await writeFiles(options.out, files);
  // performance.now() counts from process start, so this includes loading the compiler and emitters.
  const seconds = (performance.now() / 1000).toFixed(1);
  console.log(`generate: ${files.length} files, ${written} changed, in ${seconds}s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `generate: ${error.message}` : error);
  process.exitCode = 1;
});
