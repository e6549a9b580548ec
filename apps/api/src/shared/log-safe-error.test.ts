import { describe, expect, it } from 'vitest';
import { describeErrorForLog } from './log-safe-error.ts';

// Drizzle's error of a failed query: the message lists the bound parameters.
class DrizzleQueryError extends Error {
  readonly params: unknown[];
  constructor(query: string, params: unknown[], cause: unknown) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause });
    this.params = params;
  }
}

describe('describeErrorForLog', () => {
  it('keeps a failed query’s kind, SQLSTATE, constraint and table, and none of its parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_unique',
      table: 'users',
      detail: 'Key (email)=(jane@firm.test) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "users" values ($1, $2)',
      ['jane@firm.test', 'scrypt$32768$x'],
      cause,
    );
    const described = describeErrorForLog(error);
    expect(described).toMatchObject({
      type: 'DrizzleQueryError',
      sqlState: '23505',
      constraint: 'users_email_unique',
      table: 'users',
    });
    const logged = JSON.stringify(described);
    expect(logged).not.toContain('jane@firm.test');
    expect(logged).not.toContain('scrypt');
    expect(logged).not.toContain('Failed query');
  });

  it('names where an error was thrown without the message that tops its stack', () => {
    const described = describeErrorForLog(new TypeError('token abc123 was not expected'));
    expect(described.type).toBe('TypeError');
    expect(described.at?.[0]).toMatch(/^at .*log-safe-error\.test\.ts:\d+/);
    expect(JSON.stringify(described)).not.toContain('abc123');
  });

  it('keeps a driver’s own error code apart from SQLSTATE', () => {
    expect(describeErrorForLog(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toMatchObject({
      code: 'ECONNREFUSED',
    });
  });

  it('describes a thrown value that is not an error by its type', () => {
    expect(describeErrorForLog('secret text')).toEqual({ type: 'string' });
  });
});
