import type { PageProps } from '@shortlist/shell/react';
import { useShell, useShellStore } from '@shortlist/shell/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import * as styles from './SettingsPage.css.ts';
import { sectionsFor } from './settings-sections.ts';

/** The sections of /manager/settings the signed-in user may open, as a list of links. */
function SettingsNavigation() {
  const { t } = useTranslation('manager');
  const shell = useShell();
  const user = useShellStore(shell.user, (state) => state.user);
  return (
    <nav aria-label={t('settings.navigation.label')} className={styles.navigation}>
      <ul className={styles.sections}>
        {sectionsFor(user).map((section) => (
          <li key={section.path}>
            <NavLink to={section.path} className={styles.section}>
              {t(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A settings screen: the console page with the settings sections beside it. Decision: the sections sit in
 * the page's content, because the manager layouts' sidebar frame has no place for a page's aside.
 */
export function SettingsPage({
  children,
  ...props
}: Omit<PageProps, 'layout' | 'links' | 'aside' | 'asideLabel'>) {
  return (
    <ManagerPage {...props}>
      <div className={styles.frame}>
        <SettingsNavigation />
        <div className={styles.content}>{children}</div>
      </div>
    </ManagerPage>
  );
}
