import type { OrganizationRow } from '../organizations/lookup.ts';
import type { Settings } from '../settings.ts';

/**
 * The address of a page of the web apps, for links in emails. Built from PUBLIC_URL, never from the
 * request's Host header, so a forged Host cannot send someone's reset link to another site. An organisation
 * gets its own host (its custom domain, else `hartwell.<public host>`), so the link opens in its branding.
 */
export function buildAppLink(
  settings: Pick<Settings, 'publicUrl'>,
  path: string,
  organization?: Pick<OrganizationRow, 'clientDomain' | 'subdomain'>,
): string {
  const url = new URL(path.startsWith('/') ? path : `/${path}`, settings.publicUrl);
  if (organization?.clientDomain) url.host = organization.clientDomain;
  else if (organization) url.hostname = `${organization.subdomain}.${url.hostname}`;
  return url.toString();
}
