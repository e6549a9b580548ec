import type { BrandId } from './brand-definitions.ts';
import { brandIds, brands } from './brand-definitions.ts';
import { findEnvironmentMarker, isEnvironmentMarkerLabel, isLocalHost } from './environment.ts';
import { normalizeHostname } from './hostname.ts';

/** First labels that name a service, a brand or an environment, never an organisation. */
export const reservedSubdomainLabels: readonly string[] = [
  'www',
  'app',
  'api',
  'apply',
  'profile',
  'static',
  ...brandIds,
  // First labels of the brand domains themselves (`hire`, `lateral`, ...).
  ...brandIds.map((id) => brands[id].domain.split('.')[0] ?? ''),
];

const dnsLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isReservedSubdomainLabel(label: string): boolean {
  return reservedSubdomainLabels.includes(label) || isEnvironmentMarkerLabel(label);
}

/**
 * Labels to the left of the host's root: `localhost` locally, the environment marker label on dev and
 * staging hosts, the brand's domain on prod. Null when the host is not under that root (a loopback
 * address, a custom hostname, another brand's domain).
 */
export function readLabelsBeforeRoot(host: string, brandId: BrandId): readonly string[] | null {
  const hostname = normalizeHostname(host);
  if (isLocalHost(hostname)) {
    return hostname.endsWith('.localhost') ? hostname.split('.').slice(0, -1) : null;
  }
  const marker = findEnvironmentMarker(hostname);
  if (marker) return hostname.split('.').slice(0, marker.index);
  const domain = brands[brandId].domain;
  if (hostname === domain) return [];
  if (!hostname.endsWith(`.${domain}`)) return null;
  return hostname.slice(0, -(domain.length + 1)).split('.');
}

/**
 * The organisation subdomain of a host (`hartwell.shortlist.test`, `hartwell.localhost:8080`,
 * `hartwell.lateral-staging.shortlist.test`), or null. The nearest non-reserved label to the root wins,
 * so service labels such as `apply` around it (`hartwell.apply.shortlist.test`) are skipped.
 */
export function resolveOrganizationSubdomain(hostname: string, brand: BrandId): string | null {
  const labels = readLabelsBeforeRoot(hostname, brand);
  if (labels === null) return null;
  for (let index = labels.length - 1; index >= 0; index -= 1) {
    const label = labels[index] ?? '';
    if (dnsLabel.test(label) && !isReservedSubdomainLabel(label)) return label;
  }
  return null;
}
