import type { ApiUrls, BrandId } from '@shortlist/domain/brands';
import type { ProcessKey } from '@shortlist/domain/messages';
import type { ApiError, Translate } from '../errors/api-error.ts';
import type { AuthSessionStore } from '../session/auth-session-store.ts';
import type { CookieJar } from '../session/cookie-jar.ts';
import type { KeyValueStorage } from '../session/key-value-storage.ts';
import type { OtpCookieStore } from '../session/otp-cookies.ts';
import type { SupportReturnStore } from '../session/support-return.ts';
import type { LogoutListener } from '../session/system-logout.ts';
import type { ApiCall } from './api-call.ts';

export type ApiClientOptions = {
  brand: BrandId;
  /** The page's `location.hostname`, `protocol` and `port`; they default to `globalThis.location`. */
  hostname?: string;
  protocol?: string;
  port?: string | number | null;
  /** An explicit API base URL (tests, tools); otherwise it follows from the page and the brand (§7). */
  baseUrl?: string;
  /** The OAuth client of the web apps (HTTP basic authorisation of unauthenticated calls). */
  clientId: string;
  clientSecret: string;
  /** The fixed `deviceId` sent on logout (§7). Decision: 'WEB', matching the X-Client header. */
  deviceId?: string;
  /** Where the auth session lives; defaults to `localStorage` in a browser, memory elsewhere. */
  storage?: KeyValueStorage;
  /** The page's cookies; defaults to `document.cookie` in a browser, memory elsewhere. */
  cookies?: CookieJar;
  fetch?: typeof globalThis.fetch;
  /** The shell's logout; the client calls it 100 ms after it ended a session itself. */
  onLogout?: LogoutListener;
  /** §8: a 401 while not signed in is recorded as a failure of the process `login`. */
  onProcessFailure?: (key: ProcessKey, error: ApiError) => void;
  /** Translates error messages (§8); the identity by default. */
  translate?: Translate;
  xsrfCookieName?: string;
  xsrfHeaderName?: string;
  now?: () => number;
  /** Per-request time-out in ms. Decision: none by default, so a slow upload is not cut off. */
  timeoutMs?: number | false;
  /** Whether the page is being left (its calls are then cancelled, not failed); the browser's events by default. */
  isLeavingPage?: () => boolean;
};

/** One configured client per app: the ky instance, the session and the rules of §4 and §8 around them. */
export interface ApiClient {
  readonly urls: ApiUrls;
  /** The `subdomain` value every request carries. */
  readonly subdomain: string;
  readonly clientId: string;
  readonly deviceId: string;
  readonly session: AuthSessionStore;
  readonly otpCookies: OtpCookieStore;
  readonly supportReturn: SupportReturnStore;
  /** Sends a call; rejects with an ApiError for any status outside 200..299 or no reply. */
  send(call: ApiCall): Promise<Response>;
  /** Sends a call and reads its JSON reply (undefined for an empty one). */
  json<Reply>(call: ApiCall): Promise<Reply>;
  /** Sends a call and reads its reply as a file. */
  blob(call: ApiCall): Promise<Blob>;
  /** Renews the session with the refresh token, joining a refresh that is already running. */
  refreshSession(): Promise<void>;
}
