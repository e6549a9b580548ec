import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { developmentCredentialsKey, readCalendarSettings } from '../../src/calendars/calendar-settings.ts';
import { decryptSecret, encryptSecret } from '../../src/calendars/credential-cipher.ts';

describe('calendar credentials at rest', () => {
  const key = randomBytes(32);

  it('seals a secret so the stored text holds none of it, and opens it again', () => {
    const sealed = encryptSecret(key, 7, { password: 'correct horse battery staple' });
    expect(sealed).not.toContain('horse');
    expect(Buffer.from(sealed.split('.')[3] ?? '', 'base64url').toString('utf8')).not.toContain('horse');
    expect(decryptSecret(key, 7, sealed)).toEqual({ password: 'correct horse battery staple' });
    // A fresh IV each time: the same secret never reads the same twice.
    expect(encryptSecret(key, 7, { password: 'correct horse battery staple' })).not.toBe(sealed);
  });

  it('refuses another key, another organisation, or a changed ciphertext', () => {
    const sealed = encryptSecret(key, 7, { accessToken: 'ya29.token', refreshToken: null });
    expect(() => decryptSecret(randomBytes(32), 7, sealed)).toThrow();
    expect(() => decryptSecret(key, 8, sealed)).toThrow();
    const [version, iv, tag, text] = sealed.split('.');
    const flipped = Buffer.from(text ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      decryptSecret(key, 7, [version, iv, tag, flipped.toString('base64url')].join('.')),
    ).toThrow();
  });

  it('reads CALENDAR_CREDENTIALS_KEY, uses the development key only outside production, and refuses a wrong length', () => {
    const given = randomBytes(32);
    expect(
      readCalendarSettings({ CALENDAR_CREDENTIALS_KEY: given.toString('base64') }).credentialsKey,
    ).toEqual(given);
    expect(readCalendarSettings({}).credentialsKey).toEqual(developmentCredentialsKey);
    expect(() => readCalendarSettings({ NODE_ENV: 'production' })).toThrow(/CALENDAR_CREDENTIALS_KEY/);
    expect(() =>
      readCalendarSettings({ CALENDAR_CREDENTIALS_KEY: randomBytes(16).toString('base64') }),
    ).toThrow(/32 bytes/);
  });
});
