import type { CareersHeads } from './careers-heads.ts';
import { renderPageHead } from './page-head.ts';
import type { PageHead } from './page-head-data.ts';

/** The head of a careers page by its address; null when the address is not one of the four pages. */
export async function findPageHead(
  heads: CareersHeads,
  organizationKey: string,
  url: URL,
): Promise<PageHead | null> {
  // The app answers /roles/ as /roles (ignoreTrailingSlash), so the head does too.
  const path = url.pathname.replace(/(.)\/$/, '$1');
  if (path === '/roles') return heads.roles(organizationKey, url.searchParams);
  if (path === '/events') return heads.events(organizationKey);
  const role = /^\/job\/([^/]+)$/.exec(path)?.[1];
  if (role !== undefined) return heads.role(organizationKey, decodeURIComponent(role));
  const event = /^\/event\/(\d{1,10})$/.exec(path)?.[1];
  if (event !== undefined) return heads.event(organizationKey, Number(event));
  return null;
}

/**
 * The head callback of the server-rendered careers pages (page-routes.ts): the escaped head of the page the
 * portal rendered for its organisation, or nothing (the app's own title stays) when it names none.
 */
export function careersPageHead(heads: CareersHeads) {
  return async ({ url, organizationKey }: { url: URL; organizationKey: string | null }): Promise<string> => {
    if (organizationKey === null) return '';
    const head = await findPageHead(heads, organizationKey, url).catch((error: unknown) => {
      // A malformed escape in the address (/job/%E0) is an address of no page, not a failure.
      if (error instanceof URIError) return null;
      throw error;
    });
    return head ? renderPageHead(head) : '';
  };
}
