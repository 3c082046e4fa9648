/**
 * generated/openapi.yaml, openapi.json (OpenAPI 3.1) and openapi-3.0.yaml, as the emitter wrote them
 * plus the DO-NOT-EDIT notice. JSON has no comments, so the notice travels as an `x-generated`
 * extension right after `openapi`; the YAML files carry it both as a comment and as the same key, so
 * the YAML and the JSON of 3.1 parse to equal objects.
 */
import { GENERATED_NOTICE, lineCommentHeader, stringLiteral } from './code-text.ts';
import type { GeneratedFile } from './code-text.ts';
import type { EmittedDocuments } from './compile-spec.ts';
import type { OpenApiDocument } from './openapi-document.ts';

export const NOTICE_KEY = 'x-generated';

export interface OpenApiOutputs {
  files: GeneratedFile[];
  /** The 3.1 document (with the notice key): the input of every other emitter. */
  document: OpenApiDocument;
}

export function emitOpenApiDocuments(emitted: EmittedDocuments): OpenApiOutputs {
  const v31 = required(emitted, '3.1.0');
  const v30 = required(emitted, '3.0.0');
  const document = withNotice(JSON.parse(requiredText(v31.json, '3.1.0 JSON')) as OpenApiDocument);
  return {
    document,
    files: [
      { path: 'generated/openapi.yaml', content: annotateYaml(requiredText(v31.yaml, '3.1.0 YAML')) },
      { path: 'generated/openapi.json', content: JSON.stringify(document, null, 2) + '\n' },
      { path: 'generated/openapi-3.0.yaml', content: annotateYaml(requiredText(v30.yaml, '3.0.0 YAML')) },
    ],
  };
}

function required(emitted: EmittedDocuments, version: string): { yaml?: string; json?: string } {
  const found = emitted.get(version);
  if (!found) {
    const versions = [...emitted.keys()].join(', ') || 'none';
    throw new Error(`The emitter wrote no OpenAPI ${version} document (found: ${versions}); check tspconfig.yaml`);
  }
  return found;
}

function requiredText(text: string | undefined, what: string): string {
  if (text === undefined) throw new Error(`The emitter wrote no ${what}; tspconfig.yaml must list file-type yaml and json`);
  return text;
}

/** Rebuilds the object so that the notice is the second key, after `openapi` (tools sniff that one). */
function withNotice(document: OpenApiDocument): OpenApiDocument {
  const { openapi, ...rest } = document;
  return { openapi, [NOTICE_KEY]: GENERATED_NOTICE, ...rest };
}

/** The emitter's YAML begins with `openapi: 3.x.y`; the notice key goes on the line after it. */
function annotateYaml(yaml: string): string {
  const firstLineEnd = yaml.indexOf('\n');
  if (!yaml.startsWith('openapi:') || firstLineEnd < 0) throw new Error('Emitted YAML does not start with `openapi:`');
  const noticeLine = `${NOTICE_KEY}: ${stringLiteral(GENERATED_NOTICE)}\n`;
  return lineCommentHeader('#') + yaml.slice(0, firstLineEnd + 1) + noticeLine + yaml.slice(firstLineEnd + 1);
}
