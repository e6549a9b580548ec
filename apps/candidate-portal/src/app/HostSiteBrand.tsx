import type { SiteBrand } from '@shortlist/shell/react';
import { SiteBrandProvider } from '@shortlist/shell/react';
import type { ReactNode } from 'react';
import { useHostOrganization, useOrganizationLink } from './host-organization.ts';

// Issue 19: on an organisation's host (or with ?organization=) every page wears its name, logo and colour.

/** The site brand of the host organisation, or null where none applies and the variant's brand shows. */
export function useHostSiteBrand(): SiteBrand | null {
  const { organization } = useHostOrganization();
  const organizationLink = useOrganizationLink();
  if (!organization) return null;
  return {
    name: organization.name,
    logoUrl: organization.brand.logoUrl,
    colour: organization.brand.colour,
    homePath: organizationLink('/'),
  };
}

/** Around every page of the portal (the frame's wrapper), in the browser and on the server alike. */
export function HostSiteBrand({ children }: { children: ReactNode }) {
  return <SiteBrandProvider brand={useHostSiteBrand()}>{children}</SiteBrandProvider>;
}
