import type { PageProps } from '@shortlist/shell/react';
import { Page } from '@shortlist/shell/react';
import { adminLinks } from './admin-links.ts';

/** An admin console screen in the §2 admin layout, with the console's own navigation. */
export function AdminPage(props: Omit<PageProps, 'layout' | 'links'>) {
  return <Page {...props} layout="admin" links={adminLinks} />;
}
