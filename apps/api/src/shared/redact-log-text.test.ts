import { describe, expect, it } from 'vitest';
import { redactLogText } from './redact-log-text.ts';

describe('redactLogText', () => {
  it('drops the bound parameters a failed query lists', () => {
    const text = redactLogText(
      'Failed query: insert into "users" ("email") values ($1)\nparams: jane@firm.test,x',
    );
    expect(text).toBe('Failed query: insert into "users" ("email") values ($1)\nparams: [redacted]');
  });

  it('hides password hashes, credentials and email addresses', () => {
    const text = redactLogText('hash scrypt$32768$8$1$c2FsdA==$a2V5 from Bearer abc.def for jane@firm.test');
    expect(text).toBe('hash [redacted] from Bearer [redacted] for [email]');
  });

  it('hides tokens in the addresses a message quotes', () => {
    const text = redactLogText('Reply was already sent in the "/api/public/userp?token=s3cr3t" (GET) route?');
    expect(text).not.toContain('s3cr3t');
    expect(text).toContain('/api/public/userp?token=');
  });

  it('leaves ordinary messages alone', () => {
    expect(redactLogText('request completed')).toBe('request completed');
    expect(redactLogText('Server listening at http://127.0.0.1:8080')).toBe(
      'Server listening at http://127.0.0.1:8080',
    );
  });
});
