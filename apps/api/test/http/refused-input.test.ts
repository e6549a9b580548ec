import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../src/http/error-handler.ts';

// Errors raised below the routes by a value the caller sent: the reply is a 400 that quotes neither the
// driver nor the parser. PostgreSQL and PGlite raise the same codes; Drizzle wraps them in `cause`.

function appThrowing(error: unknown) {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/fails', async () => {
    throw error;
  });
  return app;
}

function driverError(code: string, message: string) {
  return Object.assign(new Error(message), { code });
}

function drizzleError(cause: Error) {
  return Object.assign(new Error('Failed query: select ... params: Ada\u0000'), { cause });
}

describe('database errors caused by the request', () => {
  it.each([
    ['a NUL in text (22021)', driverError('22021', 'invalid byte sequence for encoding "UTF8": 0x00')],
    [
      'an unsupported Unicode escape in JSON (22P05)',
      driverError('22P05', 'unsupported Unicode escape sequence'),
    ],
    [
      'a number out of range (22003)',
      driverError('22003', 'value "99999999999" is out of range for type integer'),
    ],
    ['text that is not a number (22P02)', driverError('22P02', 'invalid input syntax for type integer: "x"')],
  ])('answers 400 to %s, bare or wrapped, without the driver message', async (_case, error) => {
    for (const thrown of [error, drizzleError(error)]) {
      const response = await appThrowing(thrown).inject({ method: 'GET', url: '/fails' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'invalid_request',
        error_description: 'The request holds a value that cannot be stored.',
      });
      expect(response.body).not.toContain(error.message);
      expect(response.body).not.toContain('Ada');
    }
  });

  it('still answers 500 to a database failure the request did not cause', async () => {
    const response = await appThrowing(driverError('53300', 'too many connections')).inject({
      method: 'GET',
      url: '/fails',
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('too many connections');
  });
});

describe('a multipart body the parser gives up on', () => {
  it.each([
    'Unexpected end of multipart data',
    'Multipart: Boundary not found',
    'File terminated early due to unexpected end of multipart data',
  ])('answers 400 to "%s"', async (message) => {
    const response = await appThrowing(new Error(message)).inject({ method: 'GET', url: '/fails' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toBe('The form data is not complete or not well formed.');
  });
});
