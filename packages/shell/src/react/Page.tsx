import { brands } from '@shortlist/domain/brands';
import type { LayoutName } from '@shortlist/domain/users';
import { isCandidate, isManager, loginPath } from '@shortlist/domain/users';
import { AppLayout, frameOfLayout, PageHeader } from '@shortlist/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { HeaderMenuItem } from './HeaderMenu.tsx';
import { HeaderMenu } from './HeaderMenu.tsx';
import type { NavigationLink } from './navigation-links.ts';
import * as styles from './Page.css.ts';
import { logoSize } from './Page.css.ts';
import { useHydrating } from './preloaded-reads.ts';
import { useShell, useShellStore } from './shell-context.ts';
import { useSiteBrand } from './site-brand.tsx';
import { useLayout } from './use-layout.ts';

export type PageProps = {
  /** A layout of §2, or 'byUserType' for /account and /settings. */
  layout: LayoutName | 'byUserType';
  /** The page's h1; leave it out when the screen draws its own heading. */
  title?: string;
  subtitle?: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  aside?: ReactNode;
  asideLabel?: string;
  progress?: ReactNode;
  /** Replaces the layout's default navigation links. */
  links?: readonly NavigationLink[];
  children: ReactNode;
};

function NavigationList({ links, vertical }: { links: readonly NavigationLink[]; vertical: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={vertical ? styles.sidebarLinks : styles.links}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink className={styles.link} to={link.to}>
            {t(link.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The profile, account and user menus of the signed-in user (§2), or the sign-in link of a visitor. */
function UserMenus() {
  const { t } = useTranslation();
  const shell = useShell();
  const user = useShellStore(shell.user, (state) => state.user);
  const organizationName = useShellStore(shell.user, (state) => state.organization?.name ?? null);
  // Server-rendered pages are drawn signed out; the browser draws the visitor's menus once it has taken over.
  const hydrating = useHydrating();
  const isLoggedIn = useShellStore(shell.login, (state) => state.isLoggedIn) && !hydrating;

  if (!isLoggedIn) {
    return (
      <Link className={styles.link} to={loginPath}>
        {t('auth.signIn')}
      </Link>
    );
  }
  const logout: HeaderMenuItem = {
    kind: 'action',
    label: t('navigation.logOut'),
    // Decision: a chosen logout ends on the sign-in page.
    onSelect: () => void shell.login.getState().logout({ redirectTo: loginPath }),
  };
  const accountLinks: HeaderMenuItem[] = [
    { kind: 'link', to: '/account', label: t('navigation.account') },
    { kind: 'link', to: '/settings', label: t('navigation.settings') },
  ];
  const userName =
    [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || t('menus.user');
  return (
    <div className={styles.menus}>
      {isCandidate(user) ? (
        <HeaderMenu
          id="profile"
          label={t('menus.profile')}
          items={[
            { kind: 'link', to: '/profile', label: t('navigation.profile') },
            { kind: 'link', to: '/applications', label: t('navigation.applications') },
          ]}
        />
      ) : null}
      {isManager(user) ? (
        <HeaderMenu id="account" label={organizationName ?? t('menus.account')} items={accountLinks} />
      ) : null}
      <HeaderMenu id="user" label={userName} items={isManager(user) ? [logout] : [...accountLinks, logout]} />
    </div>
  );
}

/** The header's name: the employer's logo and name on its own site (issue 19), else the variant's name. */
function SiteName() {
  const shell = useShell();
  const site = useSiteBrand();
  if (!site) {
    return (
      <Link className={styles.brandName} to="/">
        {brands[shell.brand].displayName}
      </Link>
    );
  }
  return (
    <Link className={styles.brandName} to={site.homePath}>
      {site.logoUrl ? (
        // Fixed box: the logo's own shape is unknown until it loads, and the header must not move.
        <img
          className={styles.logo}
          src={site.logoUrl}
          alt={site.name}
          width={logoSize}
          height={logoSize}
          decoding="async"
        />
      ) : null}
      {/* The logo's alt text already names the link for screen readers. */}
      <span aria-hidden={site.logoUrl ? true : undefined}>{site.name}</span>
    </Link>
  );
}

/** A screen inside its §2 layout: header with brand, navigation and menus, then the page's content. */
export function Page({
  layout: layoutName,
  title,
  subtitle,
  actions,
  aside,
  asideLabel,
  progress,
  links,
  children,
}: PageProps) {
  const { t } = useTranslation();
  const { layout, links: defaultLinks } = useLayout(layoutName);
  const navigation = links ?? defaultLinks;
  const sidebar = frameOfLayout[layout] === 'sidebar';
  const header = (
    <div className={styles.headerBar}>
      <SiteName />
      {!sidebar && navigation.length > 0 ? (
        <nav aria-label={t('navigation.main')}>
          <NavigationList links={navigation} vertical={false} />
        </nav>
      ) : null}
      <UserMenus />
    </div>
  );
  return (
    <AppLayout
      layout={layout}
      skipLinkLabel={t('navigation.skipToContent')}
      header={header}
      navigation={
        sidebar && navigation.length > 0 ? <NavigationList links={navigation} vertical /> : undefined
      }
      navigationLabel={t('navigation.main')}
      aside={aside}
      asideLabel={asideLabel}
      progress={progress}
    >
      {title ? <PageHeader title={title} subtitle={subtitle} actions={actions} /> : null}
      {children}
    </AppLayout>
  );
}
