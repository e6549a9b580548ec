import { asCalendarFailure, failureOfStatus } from './calendar-adapter.ts';

/** A JSON call of a provider's REST API with the connection's bearer token and the call's time limit. */
export function oauthJson(baseUrl: string, accessToken: string, timeoutMs: number) {
  return async <Reply>(method: string, path: string, body?: unknown, allowed: number[] = []) => {
    const response = await fetch(`${baseUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    }).catch((error: unknown) => {
      throw asCalendarFailure(error);
    });
    if (!response.ok && !allowed.includes(response.status)) throw failureOfStatus(response.status);
    const text = await response.text();
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      json: (text ? JSON.parse(text) : null) as Reply,
    };
  };
}
