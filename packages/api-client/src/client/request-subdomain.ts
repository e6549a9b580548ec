import type { BrandId } from '@shortlist/domain/brands';
import { resolveOrganizationSubdomain } from '@shortlist/domain/brands';

/**
 * The `subdomain` query value every request carries (§7: "from the host, or null"). Decision: with no
 * organisation in the host the literal string 'null' is sent, as the spec's client did; the API reads
 * 'null' as absent and falls back to the host.
 */
export function resolveRequestSubdomain(hostname: string, brand: BrandId): string {
  return resolveOrganizationSubdomain(hostname, brand) ?? 'null';
}
