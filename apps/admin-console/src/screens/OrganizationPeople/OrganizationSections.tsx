import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import * as styles from './people.css.ts';

/** Links between a client's details, its users and its contacts; the current one is marked for screen readers. */
export function OrganizationSections({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('admin');
  const base = `/admin/organizations/${organizationId}`;
  const sections = [
    { to: base, label: t('organizationSections.details') },
    { to: `${base}/users`, label: t('organizationSections.users') },
    { to: `${base}/contacts`, label: t('organizationSections.contacts') },
  ];
  return (
    <nav aria-label={t('organizationSections.label')} className={styles.sections}>
      {sections.map((section) => (
        <NavLink key={section.to} to={section.to} end className={styles.sectionLink}>
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}
