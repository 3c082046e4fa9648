import { firstAndMore, pointerTo } from '../errors.ts';
import type { ErrorObject } from 'ajv';
import { HttpError, type ErrorDetail } from './errors.ts';

export type InputPart = 'path' | 'query' | 'body';

const partName: Record<InputPart, string> = { path: 'Path parameter', query: 'Query parameter', body: 'Request body field' };

/** The generated validators refuse a leap second too (no `Date` or PostgreSQL time holds one): say so, not just "format". */
const dateTimeMessage = 'must be an RFC 3339 date-time such as 2026-11-24T09:30:00Z, with no leap second (:60) and a full offset (+01:00)';

/** `/actions/0/config` + `channel` as one JSON Pointer. */
function pointer(base: string, name: string | undefined): string {
  return name === undefined ? base || '/' : pointerTo(base, name);
}

function detailOf(error: ErrorObject): ErrorDetail {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { field: pointer(error.instancePath, String(params.missingProperty)), message: 'is required' };
    case 'unevaluatedProperties':
    case 'additionalProperties': {
      const name = String(params.unevaluatedProperty ?? params.additionalProperty);
      return { field: pointer(error.instancePath, name), message: 'is not a known field (check its spelling)' };
    }
    case 'enum':
      return { field: error.instancePath || '/', message: `must be one of: ${(params.allowedValues as unknown[]).join(', ')}` };
    case 'discriminator':
      if (params.error === 'tag' && params.tagValue === undefined)
        return { field: pointer(error.instancePath, String(params.tag)), message: 'is required' };
      // Only a text tag is quoted (shortened): a hostile one can be an array nested thousands deep.
      return {
        field: pointer(error.instancePath, String(params.tag)),
        message: typeof params.tagValue === 'string' ? `has an unknown value '${params.tagValue.slice(0, 100)}'` : 'must be a text tag',
      };
    case 'format':
      if (params.format === 'date-time') return { field: error.instancePath || '/', message: dateTimeMessage };
      return { field: error.instancePath || '/', message: error.message ?? 'fails format' };
    default:
      return { field: error.instancePath || '/', message: error.message ?? `fails ${error.keyword}` };
  }
}

/** Ajv reports a failing `anyOf`/`oneOf` and each failed branch; the branch errors say more than the summary. */
function usefulErrors(errors: ErrorObject[]): ErrorObject[] {
  const specific = errors.filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'if');
  return specific.length > 0 ? specific : errors;
}

/** A missing discriminator (`actions/0/type`) is a missing required field like any other. */
function isMissingTag(error: ErrorObject): boolean {
  const params = error.params as { error?: string; tagValue?: unknown };
  return error.keyword === 'discriminator' && params.error === 'tag' && params.tagValue === undefined;
}

function isBadRequest(part: InputPart, error: ErrorObject): boolean {
  if (error.keyword === 'required' || isMissingTag(error)) return true;
  // A query value that is not even of the declared type (page=abc) is malformed; out of range is not.
  return part === 'query' && error.keyword === 'type';
}

/**
 * A validator's errors as details: `missing` (400: a required field, a mistyped query value) and
 * `invalid` (422: everything else, the missing ones included), each in the order found, without repeats.
 */
export function schemaProblems(part: InputPart, errors: ErrorObject[]): { missing: ErrorDetail[]; invalid: ErrorDetail[] } {
  const relevant = usefulErrors(errors);
  return {
    missing: dedupe(relevant.filter((e) => isBadRequest(part, e)).map(detailOf)),
    invalid: dedupe(relevant.map(detailOf)),
  };
}

/**
 * Maps a validator's errors to the decisions' rule: a missing required field (at any depth) or a
 * mistyped query parameter is 400; any other invalid value, and any unknown body field, is 422.
 */
export function validationError(part: InputPart, errors: ErrorObject[]): HttpError {
  const { missing, invalid } = schemaProblems(part, errors);
  const status = missing.length > 0 ? 400 : 422;
  const details = status === 400 ? missing : invalid;
  const first = details[0]!;
  const name = first.field.replace(/^\//, '').replace(/\//g, '.') || 'body';
  const message =
    first.message === 'is required'
      ? part === 'body'
        ? `Request body is missing required field '${name}'.`
        : `${partName[part]} '${name}' is required.`
      : `${partName[part]} '${name}' ${first.message}.`;
  const listed = firstAndMore(message, details);
  return new HttpError(status, listed.message, { details: listed.details });
}

function dedupe(details: ErrorDetail[]): ErrorDetail[] {
  const seen = new Set<string>();
  return details.filter((d) => {
    const key = `${d.field}\u0000${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
