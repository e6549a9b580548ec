import type { ApiUrls } from '@shortlist/domain/brands';

/** Where a call goes (§7): the base URL itself (/oauth), `/api/v1` (signed in) or `/api/public`. */
export type ApiArea = 'base' | 'authenticated' | 'public';

/** How a call proves who it is: HTTP basic client credentials, or the user's Bearer access token. */
export type ApiAuth = 'client' | 'bearer';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An id as it goes into a call's path. */
export type PathKey = number | string;
/** An organisation by numeric id or subdomain, as the public calls accept either. */
export type OrganizationKey = number | string;

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** What a caller may add to any call. */
export type CallOptions = {
  /** §8 "Other errors": a failure of this call clears the auth info and logs out. */
  readonly clearCredentialsOnError?: boolean;
  readonly signal?: AbortSignal;
};

/** One HTTP call as the typed functions describe it; the client turns it into a request. */
export type ApiCall = CallOptions & {
  readonly method: HttpMethod;
  readonly area: ApiArea;
  /** Path under the area, starting with '/', parameters already encoded (see `apiPath`). */
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

/** Builds a path from a template, encoding each interpolated value as one path segment. */
export function apiPath(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  return strings.reduce(
    (path, part, index) =>
      index < values.length ? `${path}${part}${encodeURIComponent(String(values[index]))}` : `${path}${part}`,
    '',
  );
}

/** The auth kind a call uses when it does not say. */
export function resolveCallAuth(call: Pick<ApiCall, 'area' | 'auth'>): ApiAuth {
  return call.auth ?? (call.area === 'authenticated' ? 'bearer' : 'client');
}

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
