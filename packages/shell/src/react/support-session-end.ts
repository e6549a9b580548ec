import type { ApiClient } from '@shortlist/api-client';
import { endSupportSession } from '@shortlist/api-client';
import { loadPage } from './page-load.ts';

/** Where "End now" returns the admin: the organisation's users in the admin console, or its sign-in. */
export function supportReturnPath(organizationId: number | null | undefined, returned: boolean): string {
  if (!returned) return '/login';
  return organizationId ? `/admin/organizations/${organizationId}/users` : '/clients';
}

/** Ends the support session and loads the admin console afresh with the admin's own session. */
export async function endSupportAndReturn(api: ApiClient, organizationId: number | null | undefined) {
  const returned = await endSupportSession(api);
  loadPage(supportReturnPath(organizationId, returned));
}
