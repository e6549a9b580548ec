import { resolveEnvironment } from './environment.ts';
import { readLabelsBeforeRoot, resolveOrganizationSubdomain } from './organization-subdomain.ts';
import { findBrandByDomain, resolveBrand } from './resolve-brand.ts';

export const hostKinds = ['candidate', 'organization'] as const;
export type HostKind = (typeof hostKinds)[number];

/**
 * Candidate host or organisation (manager) host. Organisation hosts are an organisation subdomain or a
 * custom hostname (a prod host on no brand domain). Decision: apply hosts (`apply.` / `<org>.apply.`) are
 * candidate hosts even when they carry an organisation subdomain, since they serve public applications.
 */
export function resolveHostKind(hostname: string): HostKind {
  const environment = resolveEnvironment(hostname);
  const { brandId } = resolveBrand(hostname);
  if (environment === 'PROD' && findBrandByDomain(hostname) === null) return 'organization';
  if (readLabelsBeforeRoot(hostname, brandId)?.includes('apply')) return 'candidate';
  return resolveOrganizationSubdomain(hostname, brandId) === null ? 'candidate' : 'organization';
}
