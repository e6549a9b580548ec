import type { BrandId } from './brand-definitions.ts';
import { resolveExternalHosts } from './brand-hosts.ts';
import { resolveEnvironment } from './environment.ts';
import { parseHost } from './hostname.ts';

/** §7: unauthenticated calls use the base URL itself; these prefixes follow it. */
export const apiPaths = { oauth: '/oauth', authenticated: '/api/v1', public: '/api/public' } as const;

export type ApiBaseUrlInput = {
  /** `location.hostname` (a port in it is kept when `port` is empty). */
  readonly hostname: string;
  /** `location.protocol`: `http:` or `https:` (the colon is optional). */
  readonly protocol: string;
  readonly port?: string | number | null;
  readonly brand: BrandId;
};

export type ApiUrls = {
  readonly base: string;
  readonly oauth: string;
  readonly authenticated: string;
  readonly public: string;
};

const defaultPorts: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/**
 * Base URL of the API (no trailing slash). The API is served on the page's own origin (one origin,
 * `http://localhost:8080` or `http://hartwell.localhost:8080` locally), except that an external brand off
 * LOCAL calls its API host (default port) unless the page is on the brand's profile host.
 */
export function resolveApiBaseUrl({ hostname, protocol, port, brand }: ApiBaseUrlInput): string {
  const scheme = protocol.endsWith(':') ? protocol.toLowerCase() : `${protocol.toLowerCase()}:`;
  const parsed = parseHost(hostname);
  const external = resolveExternalHosts(brand, resolveEnvironment(parsed.hostname));
  if (external !== null && parsed.hostname !== external.profileHost) return `${scheme}//${external.apiHost}`;
  const effectivePort = port === undefined || port === null || port === '' ? parsed.port : String(port);
  const portPart = effectivePort === '' || defaultPorts[scheme] === effectivePort ? '' : `:${effectivePort}`;
  const host = parsed.hostname.includes(':') ? `[${parsed.hostname}]` : parsed.hostname;
  return `${scheme}//${host}${portPart}`;
}

export function resolveApiUrls(input: ApiBaseUrlInput): ApiUrls {
  const base = resolveApiBaseUrl(input);
  return {
    base,
    oauth: `${base}${apiPaths.oauth}`,
    authenticated: `${base}${apiPaths.authenticated}`,
    public: `${base}${apiPaths.public}`,
  };
}
