import { describe, expect, it } from 'vitest';
import { cookies, isAnalyticsCookie } from './cookies.ts';

describe('cookies', () => {
  it('names the OTP cookie after the user', () => {
    expect(cookies.otpCookieName('jane@firm.test')).toBe('otpcookie-jane@firm.test');
  });

  it('keeps the OTP cookie for 30 days and consent under cookiesAccepted', () => {
    expect(cookies.otpCookieDays).toBe(30);
    expect(cookies.consentStorageKey).toBe('cookiesAccepted');
  });
});

describe('isAnalyticsCookie', () => {
  it.each([
    ['_ga', true],
    ['_gid', true],
    ['_gat', true],
    ['_ga_ABC123', true],
    ['_ga_', true],
    ['_gax', false],
    ['_gat_UA-1', false],
    ['ga', false],
    ['session', false],
    ['cookiesAccepted', false],
  ])('treats %s as analytics: %s', (name, expected) => {
    expect(isAnalyticsCookie(name)).toBe(expected);
  });
});
