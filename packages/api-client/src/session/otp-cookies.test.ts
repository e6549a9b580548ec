import { describe, expect, it } from 'vitest';
import { createMemoryCookieJar } from './cookie-jar.ts';
import { createOtpCookieStore } from './otp-cookies.ts';

describe('createOtpCookieStore', () => {
  it('keeps the value in otpcookie-{username} for 30 days', () => {
    let now = 0;
    const jar = createMemoryCookieJar(() => now);
    const store = createOtpCookieStore(jar);
    store.save('otp.manager@hartwell.test', 'device-1');
    expect(jar.get('otpcookie-otp.manager@hartwell.test')).toBe('device-1');
    now = 30 * 24 * 60 * 60 * 1000 - 1;
    expect(store.read('otp.manager@hartwell.test')).toBe('device-1');
    now += 1;
    expect(store.read('otp.manager@hartwell.test')).toBeNull();
  });

  it('finds the same cookie whatever the case or spaces of the typed username', () => {
    const store = createOtpCookieStore(createMemoryCookieJar());
    store.save(' OTP.Manager@Hartwell.test ', 'device-1');
    expect(store.read('otp.manager@hartwell.test')).toBe('device-1');
    store.remove('Otp.Manager@hartwell.test');
    expect(store.read('otp.manager@hartwell.test')).toBeNull();
  });
});
