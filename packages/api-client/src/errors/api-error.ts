import {
  extractErrorMessage,
  formatSupportMessage,
  genericErrorMessage,
  resolveApiErrorCode,
} from '@shortlist/domain/messages';
import type { FieldError } from '@shortlist/domain/schemas';

/** Turns an English message into the user's language; the identity when the app has no translation. */
export type Translate = (text: string) => string;

/** Code of a failure that got no reply at all (network down, connection refused, time-out). */
export const networkErrorCode = 'network_error';
/** A call the browser cancelled because the page is being left: not a failure, and nothing to show. */
export const pageLeftErrorCode = 'page_left';
/** Code of a call refused by the client because the session expired and could not be refreshed. */
export const sessionExpiredCode = 'session_expired';
/** What a user reads when their session ended with no way to renew it (the API's own wording). */
export const sessionExpiredMessage = 'Your session has expired. Please sign in again.';

export type ApiErrorInit = {
  status: number;
  code: string;
  message: string;
  description?: string | null;
  fieldErrors?: readonly FieldError[];
  supportMessage?: string | null;
  body?: unknown;
  cause?: unknown;
};

/** The one error every failed call rejects with: what happened, and the message to show (§8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no reply came. */
  readonly status: number;
  /** The reply's `error` code, else the code of the status. */
  readonly code: string;
  /** The reply's raw `error_description`, which the auth rules of §8 match on; never shown as is. */
  readonly description: string | null;
  readonly fieldErrors: readonly FieldError[];
  /** For a server failure (5xx): the brand's support message, to show beside the message. */
  readonly supportMessage: string | null;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.description = init.description ?? null;
    this.fieldErrors = init.fieldErrors ?? [];
    this.supportMessage = init.supportMessage ?? null;
    this.body = init.body;
  }
}

export type ReplyErrorInput = {
  status: number;
  /** The parsed reply body (JSON or text), if any. */
  body: unknown;
  translate: Translate;
  /** The brand's support address, for the support message of a 5xx. */
  supportEmail: string;
};

function readString(body: unknown, key: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

function readFieldErrors(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as Record<string, unknown>).errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry: unknown) => {
    const field = readString(entry, 'field');
    const message = readString(entry, 'message');
    return message === null ? [] : [{ field: field ?? '', message }];
  });
}

/**
 * The message of §8: the first `errors` item's message, a plain-string body, `error_description`, then
 * `message`; translated; else the translated generic fallback.
 */
export function resolveErrorMessage(body: unknown, translate: Translate): string {
  const extracted = extractErrorMessage(body);
  return extracted === null ? translate(genericErrorMessage) : translate(extracted);
}

/** The ApiError of an HTTP reply outside 200..299. */
export function createReplyError({ status, body, translate, supportEmail }: ReplyErrorInput): ApiError {
  return new ApiError({
    status,
    code: readString(body, 'error') ?? resolveApiErrorCode(status),
    message: resolveErrorMessage(body, translate),
    description: readString(body, 'error_description'),
    fieldErrors: readFieldErrors(body).map((entry) => ({ ...entry, message: translate(entry.message) })),
    supportMessage: status >= 500 ? translate(formatSupportMessage(supportEmail)) : null,
    body,
  });
}

/** The ApiError of a call that got no reply. */
export function createNetworkError(translate: Translate, cause?: unknown): ApiError {
  return new ApiError({ status: 0, code: networkErrorCode, message: translate(genericErrorMessage), cause });
}

/** The ApiError of a call cancelled by the page being left (see session/page-leave.ts). */
export function createPageLeftError(translate: Translate, cause?: unknown): ApiError {
  return new ApiError({ status: 0, code: pageLeftErrorCode, message: translate(genericErrorMessage), cause });
}

/** Whether a call failed only because the page was being left. */
export function isPageLeftError(error: unknown): boolean {
  return error instanceof ApiError && error.code === pageLeftErrorCode;
}

/** The ApiError of a call refused before sending because the session expired with no refresh token. */
export function createSessionExpiredError(translate: Translate): ApiError {
  return new ApiError({ status: 401, code: sessionExpiredCode, message: translate(sessionExpiredMessage) });
}

/** Whether a save was refused because someone else saved the record first (409 `stale_version`, issue 31). */
export function isStaleEdit(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === 'stale_version';
}
