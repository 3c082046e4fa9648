/**
 * What services and the engine throw when a rule refuses: errors by meaning. They know nothing of
 * HTTP; the API's error middleware gives each kind its status, the CLI prints the message, and an
 * automation step records it as the step's failure. Messages are for a person and may be shown.
 */

/** One problem with one input field, as a JSON Pointer and what is wrong with it. */
export interface ErrorDetail {
  field: string;
  message: string;
}

/** The JSON Pointer of `name` inside `base` (RFC 6901: `~` and `/` in the name escaped). */
export function pointerTo(base: string, name: string): string {
  return `${base}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

export abstract class DomainError extends Error {
  readonly details: ErrorDetail[] | undefined;

  constructor(message: string, details?: ErrorDetail[]) {
    super(message);
    this.name = new.target.name;
    this.details = details;
  }
}

/** The thing does not exist, or the caller may not know that it does. */
export class NotFoundError extends DomainError {}

/** The caller may see the thing but their role or key does not allow the action. */
export class ForbiddenError extends DomainError {}

/** The action conflicts with the thing's current state (taken, archived, the last owner, …). */
export class ConflictError extends DomainError {}

/** A value was given but is not acceptable. */
export class InvalidError extends DomainError {}

/** Something the action needs was not given. */
export class MissingError extends DomainError {}

/** At most this many problems are listed in `details`, so an error response stays small. */
export const maxDetails = 100;

/** An error's message (its first problem's) with how many more there are, and the details it lists. */
export function firstAndMore(message: string, details: ErrorDetail[]): { message: string; details: ErrorDetail[] } {
  const more = details.length - 1;
  const where = details.length > maxDetails ? `; details lists the first ${maxDetails}` : ' in details';
  return {
    message: more > 0 ? `${message} (${more} more problem${more > 1 ? 's' : ''}${where})` : message,
    details: details.slice(0, maxDetails),
  };
}

export const notFound = (message: string) => new NotFoundError(message);
export const forbidden = (message: string) => new ForbiddenError(message);
export const conflict = (message: string) => new ConflictError(message);
export const invalid = (message: string, details?: ErrorDetail[]) => new InvalidError(message, details);
export const missing = (message: string, details?: ErrorDetail[]) => new MissingError(message, details);
