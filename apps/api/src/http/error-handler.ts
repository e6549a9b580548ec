import type { ApiErrorBody } from '@shortlist/domain/messages';
import { resolveApiErrorCode } from '@shortlist/domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../db/errors.ts';
import type { FailureKind } from '../shared/failures.ts';
import { ServiceError } from '../shared/failures.ts';
import { describeRefusedInput } from './refused-input.ts';

const statusOfFailure: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  'too-many-attempts': 429,
  busy: 503,
};

const frameworkErrors: Record<string, { status: number; description: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, description: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, description: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, description: 'The request is too large.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, description: 'The file is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, description: 'This content type is not accepted here.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, description: 'The request length is not valid.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, description: 'A multipart form was expected.' },
};

function errorBody(status: number, description: string, fieldErrors?: ApiErrorBody['errors']): ApiErrorBody {
  const body: ApiErrorBody = {
    error: resolveApiErrorCode(status),
    error_description: description,
  };
  if (fieldErrors?.length) body.errors = fieldErrors;
  return body;
}

/** Errors Fastify raises before a route is found (an address that is not valid percent-encoding). */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send(errorBody(status, 'This address is not valid.'));
}

/** Every failure leaves as the JSON error shape; stack traces stay out of replies and logs. */
export function registerErrorHandling(
  app: FastifyInstance,
  servePage: (request: FastifyRequest, reply: FastifyReply) => boolean = () => false,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ServiceError) {
      const status = statusOfFailure[error.kind];
      const body = errorBody(status, error.message, error.fieldErrors);
      if (error.code) body.error = error.code;
      if (error.retryAfterSeconds) reply.header('retry-after', String(Math.ceil(error.retryAfterSeconds)));
      return reply.status(status).send(body);
    }
    // Two requests racing to create the same record: the database's unique index decides, the caller hears 409.
    if (isUniqueViolation(error))
      return reply.status(409).send(errorBody(409, 'This record already exists.'));
    // A cut-short multipart body or a value the database cannot store is the caller's to correct.
    const refusal = describeRefusedInput(error);
    if (refusal) return reply.status(400).send(errorBody(400, refusal));
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send(errorBody(known.status, known.description));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, 'The request is not valid.'));
    }
    // The logger's err serializer keeps the error's kind; its message can hold a failed query's parameters.
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(errorBody(500, 'Something went wrong on our side. Please try again later.'));
  });
  app.setNotFoundHandler((request, reply) => {
    if (servePage(request, reply)) return;
    reply.status(404).send(errorBody(404, 'There is nothing at this address.'));
  });
}
