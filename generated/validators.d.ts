// DO NOT EDIT: generated from the TypeSpec contract in spec/ by `npm run generate` (scripts/generate.ts).
import type { ErrorObject } from "ajv";
import type { OperationId } from "./operations.ts";

/**
 * An Ajv standalone validator. Returns whether `data` is valid; when not, `errors` holds Ajv's
 * errors (`keyword`, `instancePath`, `params`, `message`) unchanged: a missing field has keyword
 * `required`, an unknown body field keyword `unevaluatedProperties` (`params.unevaluatedProperty`),
 * an uncoercible path or query value keyword `type`. A union member's tag (e.g. an action's `type`)
 * fails with keyword `discriminator`: `params.error` is "tag" when it is missing or not a string,
 * "mapping" when its value names no member.
 *
 * It changes `data` in place: it fills in schema defaults (page=1, per_page=20, ...) and, for path
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

/** Validators of the branches of unions whose branch the server picks from stored state (`x-branch-chosen-by`). */
export declare const shapeValidators: Readonly<Record<"EventTrigger" | "ScheduledTrigger", ValidateFunction>>;
