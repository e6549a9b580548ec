import type { ApiUrls } from '@shortlist/domain/brands';
import type { RouteArea, RouteAuth, RouteMethod } from '@shortlist/domain/contract';

/** Where a call goes (§7): the base URL itself (/oauth), `/api/v1` (signed in) or `/api/public`. */
export type ApiArea = RouteArea;

/** How a call proves who it is: HTTP basic client credentials, or the user's Bearer access token. */
export type ApiAuth = RouteAuth;

export type HttpMethod = RouteMethod;

/** An id as it goes into a call's path. */
export type PathKey = number | string;

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** What a caller may add to any call. */
export type CallOptions = {
  /** §8 "Other errors": a failure of this call clears the auth info and logs out. */
  readonly clearCredentialsOnError?: boolean;
  readonly signal?: AbortSignal;
  /**
   * The version an edit started from (issue 31), sent as If-Match: a save from an older version answers 409
   * `stale_version` and changes nothing (see `isStaleEdit`).
   */
  readonly ifMatch?: string;
};

/** One HTTP call as the typed functions describe it; the client turns it into a request. */
export type ApiCall = CallOptions & {
  readonly method: HttpMethod;
  readonly area: ApiArea;
  /** Path under the area, starting with '/', parameters already encoded (see `fillRoutePath`). */
  readonly path: string;
  readonly query?: QueryParams;
  /** A JSON body. */
  readonly json?: unknown;
  /** A multipart form body (`/oauth/token`, file uploads). */
  readonly form?: FormData;
  /** Defaults to Bearer under `/api/v1` and client credentials elsewhere. */
  readonly auth?: ApiAuth;
  /**
   * Whether an expired saved token is refreshed before a Bearer call and after a 401 saying so.
   * Decision: off only for logout, whose expired token the server still recognises and revokes.
   */
  readonly refreshExpiredToken?: boolean;
};

/**
 * The absolute URL of a call: the area's URL, the path, the call's query parameters (absent and null values
 * left out), then `subdomain`, which every request carries (§7).
 */
export function buildCallUrl(
  urls: ApiUrls,
  call: Pick<ApiCall, 'area' | 'path' | 'query'>,
  subdomain: string,
) {
  const url = new URL(`${urls[call.area]}${call.path}`);
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.append(key, String(value));
  }
  url.searchParams.set('subdomain', subdomain);
  return url;
}
