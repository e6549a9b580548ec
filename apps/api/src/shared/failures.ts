import type { FieldError } from '@shortlist/domain/schemas';

/** What went wrong, in the service's words; src/http maps each kind to its status code. */
export type FailureKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-type'
  | 'too-many-attempts'
  | 'busy';

/** A failure whose sentence is meant for the caller; anything else a service throws is an internal error. */
export class ServiceError extends Error {
  readonly kind: FailureKind;
  readonly fieldErrors: FieldError[] | undefined;
  /** Overrides the reply's `error` code where a caller relies on it (OAuth's invalid_grant, §8). */
  readonly code: string | undefined;
  /** When the caller may try again (the Retry-After header of a 429 or 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: FailureKind,
    description: string,
    options: { fieldErrors?: FieldError[] | undefined; code?: string; retryAfterSeconds?: number } = {},
  ) {
    super(description);
    this.name = 'ServiceError';
    this.kind = kind;
    this.fieldErrors = options.fieldErrors;
    this.code = options.code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const invalidInput = (description: string, fieldErrors?: FieldError[]) =>
  new ServiceError('invalid', description, { fieldErrors });
export const unauthenticated = (description = 'Sign in to continue.', code?: string) =>
  new ServiceError('unauthenticated', description, code ? { code } : {});
export const forbidden = (description = 'You do not have permission to do that.') =>
  new ServiceError('forbidden', description);
export const notFound = (what = 'The record') => new ServiceError('not-found', `${what} was not found.`);
export const conflict = (description: string, fieldErrors?: FieldError[]) =>
  new ServiceError('conflict', description, { fieldErrors });
export const tooLarge = (description: string, fieldErrors?: FieldError[]) =>
  new ServiceError('too-large', description, { fieldErrors });
export const unsupportedType = (description: string, fieldErrors?: FieldError[]) =>
  new ServiceError('unsupported-type', description, { fieldErrors });
export const tooManyAttempts = (description: string, retryAfterSeconds?: number) =>
  new ServiceError('too-many-attempts', description, retryAfterSeconds ? { retryAfterSeconds } : {});
/** The server is too busy for this request now (OAuth's temporarily_unavailable); nothing was done. */
export const busy = (description: string, retryAfterSeconds: number) =>
  new ServiceError('busy', description, { code: 'temporarily_unavailable', retryAfterSeconds });
