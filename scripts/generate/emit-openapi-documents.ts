/**
 * generated/openapi.yaml, openapi.json (OpenAPI 3.1) and openapi-3.0.yaml: the emitter's documents with
 * what it cannot write (refine-openapi.ts) and the DO-NOT-EDIT notice, in the emitter's YAML style.
 * JSON has no comments, so the notice travels as an `x-generated` extension right after `openapi`; the YAML files carry it both as a comment and as the same key, so
 * the YAML and the JSON of 3.1 parse to equal objects.
 */
import { parse, stringify } from 'yaml';
import { GENERATED_NOTICE, lineCommentHeader } from './code-text.ts';
import type { GeneratedFile } from './code-text.ts';
import type { EmittedDocuments } from './compile-spec.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import { refineOpenApi } from './refine-openapi.ts';

export const NOTICE_KEY = 'x-generated';

export interface OpenApiOutputs {
  files: GeneratedFile[];
  /** The 3.1 document (with the notice key): the input of every other emitter. */
  document: OpenApiDocument;
}

export function emitOpenApiDocuments(emitted: EmittedDocuments): OpenApiOutputs {
  const v31 = required(emitted, '3.1.0');
  const v30 = required(emitted, '3.0.0');
  const document = withNotice(refineOpenApi(JSON.parse(requiredText(v31.json, '3.1.0 JSON')) as OpenApiDocument, '3.1.0'));
  const v30Document = withNotice(refineOpenApi(parse(requiredText(v30.yaml, '3.0.0 YAML')) as OpenApiDocument, '3.0.0'));
  return {
    document,
    files: [
      { path: 'generated/openapi.yaml', content: toYaml(document) },
      { path: 'generated/openapi.json', content: JSON.stringify(document, null, 2) + '\n' },
      { path: 'generated/openapi-3.0.yaml', content: toYaml(v30Document) },
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

/** The emitter's own YAML options, behind the notice as a comment. */
function toYaml(document: OpenApiDocument): string {
  const yaml = stringify(document, { singleQuote: true, aliasDuplicateObjects: false, lineWidth: 0, compat: 'yaml-1.1' });
  return lineCommentHeader('#') + yaml;
}
