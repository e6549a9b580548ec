import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.ts';

describe('redactUrl', () => {
  it('hides token values in the query string and keeps the other parameters', () => {
    expect(redactUrl('/api/public/user?token=abc123&subdomain=hartwell')).toBe(
      '/api/public/user?token=%5Bredacted%5D&subdomain=hartwell',
    );
  });

  it('hides the refresh token of a refresh grant', () => {
    expect(redactUrl('/oauth/token?refresh_token=secret&grant_type=refresh_token')).not.toContain('secret');
  });

  it('hides secrets that travel as path segments', () => {
    expect(redactUrl('/api/public/organization/3/token/s3cr3t/candidate/9')).toBe(
      '/api/public/organization/3/token/[redacted]/candidate/9',
    );
    const checked = redactUrl('/api/public/organization/3/checkOtp/a@b.test/123456');
    expect(checked).not.toContain('a@b.test');
    expect(checked).not.toContain('123456');
  });

  it('hides the tokens of page links and the addresses sign-in links are sent to', () => {
    expect(redactUrl('/verify-email/abc?from=email')).toBe('/verify-email/[redacted]?from=email');
    expect(redactUrl('/on-boarding/abc')).toBe('/on-boarding/[redacted]');
    expect(redactUrl('/api/public/login/jane@firm.test/')).toBe('/api/public/login/[redacted]/');
    expect(redactUrl('/api/public/user?email=jane@firm.test')).not.toContain('jane');
  });

  it('leaves ordinary addresses alone', () => {
    expect(redactUrl('/api/v1/organization?page=2')).toBe('/api/v1/organization?page=2');
  });
});
