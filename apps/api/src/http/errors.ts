import type { FieldError } from '@shortlist/domain/schemas';

/** An error whose status and sentence are meant for the caller; everything else becomes a plain 500. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fieldErrors: FieldError[] | undefined;
  readonly code: string | undefined;

  constructor(
    statusCode: number,
    description: string,
    options: { fieldErrors?: FieldError[]; code?: string } = {},
  ) {
    super(description);
    this.statusCode = statusCode;
    this.fieldErrors = options.fieldErrors;
    this.code = options.code;
  }
}

export const badRequest = (description: string, fieldErrors?: FieldError[]) =>
  new HttpError(400, description, fieldErrors ? { fieldErrors } : {});
export const unauthorized = (description = 'Sign in to continue.', code?: string) =>
  new HttpError(401, description, code ? { code } : {});
export const forbidden = (description = 'You do not have permission to do that.') =>
  new HttpError(403, description);
export const notFound = (what = 'The record') => new HttpError(404, `${what} was not found.`);
export const conflict = (description: string, fieldErrors?: FieldError[]) =>
  new HttpError(409, description, fieldErrors ? { fieldErrors } : {});
export const tooManyRequests = (description: string) => new HttpError(429, description);
