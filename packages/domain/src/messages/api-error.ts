// The API error reply of DESIGN.md: JSON, never a stack trace.

export type ApiErrorFieldMessage = { field: string; message: string };

export type ApiErrorBody = {
  error: string;
  error_description: string;
  errors?: ApiErrorFieldMessage[];
};

export const apiErrorCodes = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  500: 'server_error',
} as const;
export type ApiErrorStatus = keyof typeof apiErrorCodes;
export type ApiErrorCode = (typeof apiErrorCodes)[ApiErrorStatus];

function isApiErrorStatus(status: number): status is ApiErrorStatus {
  return Object.hasOwn(apiErrorCodes, status);
}

/**
 * The error code for an HTTP status.
 * Decision: an unlisted 4xx status is 'invalid_request' (the client's fault), anything else 'server_error'.
 */
export function resolveApiErrorCode(status: number): ApiErrorCode {
  if (isApiErrorStatus(status)) return apiErrorCodes[status];
  return status >= 400 && status < 500 ? apiErrorCodes[400] : apiErrorCodes[500];
}
