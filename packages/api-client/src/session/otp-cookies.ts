import { cookies } from '@shortlist/domain/constants';
import type { CookieJar } from './cookie-jar.ts';

/** The remembered-device value of each user: cookie `otpcookie-{username}`, kept 30 days (§3, §9). */
export interface OtpCookieStore {
  read(username: string): string | null;
  save(username: string, value: string): void;
  remove(username: string): void;
}

/** Decision: the username is trimmed and lower-cased, as the API compares email addresses that way. */
function cookieNameOf(username: string): string {
  return cookies.otpCookieName(username.trim().toLowerCase());
}

export function createOtpCookieStore(jar: CookieJar): OtpCookieStore {
  return {
    read: (username) => jar.get(cookieNameOf(username)),
    save: (username, value) => jar.set(cookieNameOf(username), value, cookies.otpCookieDays),
    remove: (username) => jar.remove(cookieNameOf(username)),
  };
}
