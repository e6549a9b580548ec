import type { LayoutName } from '@shortlist/domain/users';
import type { NavigationLink } from './navigation-links.ts';
import { navigationByLayout, resolveLayout } from './navigation-links.ts';
import { useShell, useShellStore } from './shell-context.ts';

export type LayoutInfo = { readonly layout: LayoutName; readonly links: readonly NavigationLink[] };

/** The layout a page uses (resolving 'byUserType' for /account and /settings) and its navigation links. */
export function useLayout(name: LayoutName | 'byUserType'): LayoutInfo {
  const shell = useShell();
  const userType = useShellStore(shell.user, (state) => state.user?.userType ?? null);
  const layout = resolveLayout(name, userType);
  return { layout, links: navigationByLayout[layout] };
}
