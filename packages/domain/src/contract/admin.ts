import type { SubdomainCheck } from '../schemas/index.ts';
import { defineRoute, jsonReply } from './route.ts';

// The provider's own calls of the admin console (issue 17), for users of type ADMIN only.

const tag = 'Organisations';

/** Figures of one client organisation in the provider overview. */
export type ProviderOverviewRow = {
  organization: { id: number; name: string; subdomain: string | null };
  applicationsThisSeason: number;
  activeRoles: number;
  usersSignedInLast30Days: number;
};

/** GET /admin/overview: the provider's figures across its active client organisations. */
export type ProviderOverview = {
  /** Start of the recruitment season the applications are counted from (ISO date). */
  seasonStart: string;
  totals: Omit<ProviderOverviewRow, 'organization'> & { organizations: number };
  organizations: ProviderOverviewRow[];
};

export const fetchProviderOverview = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/admin/overview',
  summary: 'Applications this season, live roles and recent sign-ins, per active client and in total.',
  tag,
  reply: jsonReply<ProviderOverview>(),
});

export const checkSubdomain = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/admin/subdomain',
  summary: 'Whether a subdomain is a valid host label and free (for a new or an edited organisation).',
  tag,
  query: 'subdomainCheckQuerySchema',
  reply: jsonReply<SubdomainCheck>(),
});
