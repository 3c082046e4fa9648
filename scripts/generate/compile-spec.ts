/**
 * Compiles the TypeSpec contract with the options of tspconfig.yaml, through the compiler's JS API
 * (no child process: faster, and diagnostics come back as data). The emitter writes into a fresh
 * temporary directory that is removed afterwards, so a run never reads a stale document.
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile, formatDiagnostic, NodeHost, resolveCompilerOptions } from '@typespec/compiler';
import type { Diagnostic } from '@typespec/compiler';

/** The emitted documents, keyed by OpenAPI version ("3.1.0", "3.0.0") and file type. */
export type EmittedDocuments = Map<string, { yaml?: string; json?: string }>;

export async function compileSpec(entrypoint: string, configPath: string): Promise<EmittedDocuments> {
  const mainFile = await resolveMainFile(entrypoint);
  const outputDir = await mkdtemp(join(tmpdir(), 'generate-tsp-'));
  try {
    const [options, configDiagnostics] = await resolveCompilerOptions(NodeHost, {
      entrypoint: mainFile,
      configPath,
      cwd: process.cwd(),
      overrides: { outputDir },
    });
    failOnErrors('tspconfig.yaml', configDiagnostics);
    const program = await compile(NodeHost, mainFile, { ...options, outputDir });
    failOnErrors(mainFile, program.diagnostics);
    return await readEmitted(outputDir);
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}

/** Accepts the spec directory (as `tsp compile spec` does) or a .tsp file. */
async function resolveMainFile(entrypoint: string): Promise<string> {
  const stats = await stat(entrypoint).catch(() => undefined);
  if (stats === undefined) throw new Error(`TypeSpec entrypoint ${entrypoint} does not exist`);
  return stats.isDirectory() ? join(entrypoint, 'main.tsp') : entrypoint;
}

/** Prints warnings (they do not stop generation) and throws when any diagnostic is an error. */
function failOnErrors(source: string, diagnostics: readonly Diagnostic[]): void {
  for (const diagnostic of diagnostics) console.error(formatDiagnostic(diagnostic, { pretty: true }));
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  if (errors > 0) throw new Error(`TypeSpec compilation of ${source} failed with ${errors} error(s); see above`);
}

/**
 * With several `openapi-versions` the emitter writes `<emitter dir>/<version>/openapi.<type>`; find them
 * by walking the output instead of hard-coding the emitter's directory layout.
 */
async function readEmitted(outputDir: string): Promise<EmittedDocuments> {
  const documents: EmittedDocuments = new Map();
  const entries = await readdir(outputDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const match = /^openapi\.(yaml|json)$/.exec(entry.name);
    if (!entry.isFile() || !match) continue;
    const version = entry.parentPath.split(/[\\/]/).at(-1) ?? '';
    const text = await readFile(join(entry.parentPath, entry.name), 'utf8');
    const slot = documents.get(version) ?? {};
    slot[match[1] as 'yaml' | 'json'] = text;
    documents.set(version, slot);
  }
  return documents;
}
