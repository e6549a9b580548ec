import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { describeErrorForLog } from '../shared/log-safe-error.ts';
import { redactUrl } from '../shared/redact.ts';
import { redactLogText } from '../shared/redact-log-text.ts';

/** Fastify's logger settings, which are pino's. */
type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** Where log lines go: standard output in production, a memory stream in tests. */
export type LogDestination = { write(line: string): unknown };

// Should anything log a body, headers or credentials by name, pino writes the key with this value instead.
const redactedPaths = [
  'body',
  '*.body',
  'headers',
  '*.headers',
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'refreshToken',
  '*.refreshToken',
  'access_token',
  '*.access_token',
  'refresh_token',
  '*.refresh_token',
  'otpCookie',
  '*.otpCookie',
  'cookie',
  '*.cookie',
  'authorization',
  '*.authorization',
];

/**
 * The API's log: per request the method, redacted address, route, status, duration and request id; per
 * failure the error's kind and first frames. Never bodies, headers, cookies, credentials or error messages.
 */
export function buildLoggerOptions(stream?: LogDestination): LoggerOptions {
  return {
    ...(stream ? { stream } : {}),
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        route: request.routeOptions?.url,
        host: request.host,
        remoteAddress: request.ip,
      }),
      res: (reply: Pick<FastifyReply, 'statusCode'>) => ({ statusCode: reply.statusCode }),
      err: describeErrorForLog,
      // Fastify's types want an error serializer to return the message and stack, which this one keeps out.
    } as unknown as LoggerOptions['serializers'],
    hooks: {
      // The framework's own lines may quote an error's message or a raw address; they pass through the same redaction.
      logMethod(args, method) {
        return method.apply(this, redactLogArguments(args as unknown[]) as Parameters<typeof method>);
      },
    },
  };
}

/** A log call's text redacted; an error's own message, which Fastify uses as the text of its error lines, dropped. */
function redactLogArguments([first, ...rest]: unknown[]): unknown[] {
  if (typeof first === 'string') return [redactLogText(first), ...rest];
  const error = (first as { err?: unknown } | null)?.err;
  const errorMessage = error instanceof Error ? error.message : undefined;
  return [
    first,
    ...rest.map((part) => {
      if (typeof part !== 'string') return part;
      return part === errorMessage ? 'request failed' : redactLogText(part);
    }),
  ];
}
