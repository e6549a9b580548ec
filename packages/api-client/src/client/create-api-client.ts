import type { ApiUrls } from '@shortlist/domain/brands';
import { apiPaths, brands, resolveApiUrls } from '@shortlist/domain/brands';
import { resolveRouteAuth } from '@shortlist/domain/contract';
import { authErrorDescriptions } from '@shortlist/domain/messages';
import type { TokenResponse } from '@shortlist/domain/schemas';
import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import type { ApiError, Translate } from '../errors/api-error.ts';
import {
  createNetworkError,
  createPageLeftError,
  createReplyError,
  createSessionExpiredError,
} from '../errors/api-error.ts';
import { createAuthSessionStore } from '../session/auth-session-store.ts';
import type { CookieJar } from '../session/cookie-jar.ts';
import { createDocumentCookieJar, createMemoryCookieJar } from '../session/cookie-jar.ts';
import type { KeyValueStorage } from '../session/key-value-storage.ts';
import { createMemoryStorage, createWebStorage } from '../session/key-value-storage.ts';
import { createOtpCookieStore } from '../session/otp-cookies.ts';
import { watchPageLeave } from '../session/page-leave.ts';
import { createRefreshQueue } from '../session/refresh-queue.ts';
import { createSupportReturnStore } from '../session/support-return.ts';
import { createSystemLogout } from '../session/system-logout.ts';
import type { ApiAuth, ApiCall } from './api-call.ts';
import { buildCallUrl } from './api-call.ts';
import type { ApiClient, ApiClientOptions } from './api-client.ts';
import { encodeBasicAuthorization } from './basic-authorization.ts';
import { buildRefreshCall } from './refresh-call.ts';
import { resolveRequestSubdomain } from './request-subdomain.ts';

/** error_description of a 401 for an access token past its expiry (the API's wording). */
export const expiredAccessTokenDescription = 'Access token expired';

export const defaultXsrfCookieName = 'XSRF-TOKEN';
export const defaultXsrfHeaderName = 'X-XSRF-TOKEN';
export const defaultDeviceId = 'WEB';

/** What one attempt of a call tells the beforeRequest hook, and what the hook records for the 401 rules. */
type Attempt = { auth: ApiAuth; sentAccessToken: string | null };

function readAttempt(context: Readonly<Record<string, unknown>>): Attempt | null {
  const attempt = context.attempt;
  return typeof attempt === 'object' && attempt !== null ? (attempt as Attempt) : null;
}

function resolveUrls(options: ApiClientOptions): ApiUrls {
  if (options.baseUrl !== undefined) {
    const base = options.baseUrl.replace(/\/+$/, '');
    return {
      base,
      oauth: `${base}${apiPaths.oauth}`,
      authenticated: `${base}${apiPaths.authenticated}`,
      public: `${base}${apiPaths.public}`,
    };
  }
  const location = globalThis.location as Location | undefined;
  const hostname = options.hostname ?? location?.hostname;
  const protocol = options.protocol ?? location?.protocol;
  if (hostname === undefined || protocol === undefined) {
    throw new TypeError('createApiClient needs the page hostname and protocol, or a baseUrl.');
  }
  return resolveApiUrls({ hostname, protocol, port: options.port ?? location?.port, brand: options.brand });
}

function defaultStorage(): KeyValueStorage {
  return 'localStorage' in globalThis ? createWebStorage() : createMemoryStorage();
}

function defaultCookies(now: () => number): CookieJar {
  return 'document' in globalThis
    ? createDocumentCookieJar(globalThis.document, now)
    : createMemoryCookieJar(now);
}

async function readJson<Reply>(response: Response): Promise<Reply> {
  const text = await response.text();
  if (text === '') return undefined as Reply;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as Reply;
}

/**
 * The client of one app (DESIGN convention 7): one ky instance, the Bearer or basic header set in
 * `beforeRequest`, the auth timestamp refreshed in `afterResponse`, and the §4/§8 rules around each call.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const now = options.now ?? Date.now;
  const translate: Translate = options.translate ?? ((text) => text);
  const urls = resolveUrls(options);
  const hostname = options.hostname ?? (globalThis.location as Location | undefined)?.hostname;
  const subdomain = hostname === undefined ? 'null' : resolveRequestSubdomain(hostname, options.brand);
  const supportEmail = brands[options.brand].supportEmail;
  const basicAuthorization = encodeBasicAuthorization(options.clientId, options.clientSecret);
  const cookies = options.cookies ?? defaultCookies(now);
  const xsrfCookieName = options.xsrfCookieName ?? defaultXsrfCookieName;
  const xsrfHeaderName = options.xsrfHeaderName ?? defaultXsrfHeaderName;
  const storage = options.storage ?? defaultStorage();
  const session = createAuthSessionStore(storage, now);
  const systemLogout = createSystemLogout((event) => options.onLogout?.(event));
  const isLeavingPage = options.isLeavingPage ?? watchPageLeave();
  const queue = createRefreshQueue(refreshTokens);

  const http = ky.create({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // Decision: no automatic retries; the only replay is the one after a token refresh (§4).
    retry: 0,
    timeout: options.timeoutMs ?? false,
    // Success is 200..299 (§7); anything else throws and becomes an ApiError below.
    throwHttpErrors: true,
    // Decision: the JSON content type goes with every JSON body (ky sets it) but not on a call without a
    // body, which the API refuses as an empty JSON document; forms carry their multipart type.
    headers: { 'X-Client': 'WEB' },
    hooks: {
      beforeRequest: [
        ({ request, options: requestOptions }) => {
          const attempt = readAttempt(requestOptions.context);
          if (attempt?.auth === 'bearer') {
            const accessToken = session.read()?.access_token ?? null;
            attempt.sentAccessToken = accessToken;
            if (accessToken !== null) request.headers.set('Authorization', `Bearer ${accessToken}`);
          } else {
            request.headers.set('Authorization', basicAuthorization);
          }
          const xsrfToken = cookies.get(xsrfCookieName);
          if (xsrfToken !== null) request.headers.set(xsrfHeaderName, xsrfToken);
        },
      ],
      afterResponse: [
        () => {
          session.touch();
        },
      ],
    },
  });

  /** Clears the auth info and logs out as the system after 100 ms (§8). */
  function endSession() {
    session.clear();
    systemLogout.schedule();
  }

  async function refreshTokens(): Promise<void> {
    const refreshToken = session.read()?.refresh_token;
    if (!refreshToken) throw createSessionExpiredError(translate);
    try {
      session.save(await json<TokenResponse>(buildRefreshCall(options.clientId, refreshToken)));
    } catch (error) {
      endSession();
      throw error;
    }
  }

  /** §4: a saved token that has expired is refreshed before the call, or the session ends. */
  async function renewBeforeCall(): Promise<void> {
    const current = session.read();
    if (current === null || !current.isLoggedIn || current.expiresOn > now()) return;
    if (!current.refresh_token) {
      endSession();
      throw createSessionExpiredError(translate);
    }
    await queue.waitForRefresh();
  }

  /** §4/§8: after a 401 for an expired token, wait for the one shared refresh (or end the session). */
  async function renewAfterRejection(sentAccessToken: string, rejection: ApiError): Promise<void> {
    const current = session.read();
    // Another call has refreshed since this one was sent: replaying is enough.
    if (current !== null && current.access_token !== sentAccessToken) return;
    if (!current?.refresh_token) {
      endSession();
      throw rejection;
    }
    await queue.waitForRefresh();
  }

  async function attempt(call: ApiCall, isReplay: boolean): Promise<Response> {
    const auth = resolveRouteAuth(call);
    const renews = auth === 'bearer' && call.refreshExpiredToken !== false;
    if (renews && !isReplay) await renewBeforeCall();
    const state: Attempt = { auth, sentAccessToken: null };
    try {
      return await http(buildCallUrl(urls, call, subdomain), {
        method: call.method,
        ...(call.json !== undefined ? { json: call.json } : {}),
        ...(call.form !== undefined ? { body: call.form } : {}),
        ...(call.signal !== undefined ? { signal: call.signal } : {}),
        ...(call.ifMatch !== undefined ? { headers: { 'If-Match': `"${call.ifMatch}"` } } : {}),
        context: { attempt: state },
      });
    } catch (error) {
      if (!isHTTPError(error)) {
        if (isNetworkError(error) || isTimeoutError(error)) {
          if (isLeavingPage()) throw createPageLeftError(translate, error);
          endSession();
          throw createNetworkError(translate, error);
        }
        // An abort or a programming error: not the server's answer, passed on unchanged.
        throw error;
      }
      const rejection = createReplyError({
        status: error.response.status,
        body: error.data,
        translate,
        supportEmail,
      });
      if (rejection.status === 401) {
        if (rejection.description === authErrorDescriptions.cannotConvertAccessToken) {
          endSession();
          throw rejection;
        }
        const tokenExpired = rejection.description === expiredAccessTokenDescription || session.isExpired();
        if (renews && !isReplay && state.sentAccessToken !== null && tokenExpired) {
          await renewAfterRejection(state.sentAccessToken, rejection);
          return attempt(call, true);
        }
        // The login flow itself handles a bad remembered device (§4 Login).
        if (!session.isLoggedIn() && rejection.description !== authErrorDescriptions.invalidLoginCookie) {
          options.onProcessFailure?.('login', rejection);
        }
      }
      if (call.clearCredentialsOnError) endSession();
      throw rejection;
    }
  }

  const send = (call: ApiCall) => attempt(call, false);

  async function json<Reply>(call: ApiCall): Promise<Reply> {
    return readJson<Reply>(await send(call));
  }

  return {
    urls,
    subdomain,
    clientId: options.clientId,
    deviceId: options.deviceId ?? defaultDeviceId,
    session,
    otpCookies: createOtpCookieStore(cookies),
    supportReturn: createSupportReturnStore(storage),
    send,
    json,
    blob: async (call) => (await send(call)).blob(),
    refreshSession: () => queue.waitForRefresh(),
  };
}
