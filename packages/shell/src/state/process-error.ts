import { ApiError } from '@shortlist/api-client';
import { genericErrorMessage } from '@shortlist/domain/messages';
import type { FieldError } from '@shortlist/domain/schemas';

/** What a failed operation leaves for the screens (§8): the resolved message, never a raw reply. */
export type ProcessError = {
  readonly message: string;
  /** HTTP status, 0 when no reply came, null when the failure was not a call. */
  readonly status: number | null;
  readonly code: string | null;
  readonly fieldErrors: readonly FieldError[];
  /** The brand's support message beside a server failure (5xx). */
  readonly supportMessage: string | null;
};

/**
 * The error of any failure. An ApiError already carries the §8 message (translated by the client);
 * Decision: any other error shows the generic fallback, since its text was never meant for users.
 */
export function toProcessError(error: unknown): ProcessError {
  if (error instanceof ApiError) {
    return {
      message: error.message,
      status: error.status,
      code: error.code,
      fieldErrors: error.fieldErrors,
      supportMessage: error.supportMessage,
    };
  }
  return { message: genericErrorMessage, status: null, code: null, fieldErrors: [], supportMessage: null };
}
