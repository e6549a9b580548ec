import type { PublicOrganizationView } from './public-views.ts';

// The screen tests' careers site: Hartwell's, the organisation the test host names (renderScreen's subdomain).

/** The fake API's address of the site's public face. */
export const hartwellOrganizationCall = 'GET /api/public/organization/hartwell/';

export const hartwell: PublicOrganizationView = {
  id: 1,
  name: 'Hartwell & Finch LLP',
  subdomain: 'hartwell',
  sector: { id: 1, kind: 'LAW_FIRM' },
  countryBase: 'UK',
  signup: true,
  brand: { colour: null, logoUrl: null },
};
