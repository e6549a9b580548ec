import { vocabularyContext } from '@shortlist/i18n/vocabulary';
import { Page } from '@shortlist/shell/react';
import {
  CardList,
  CardListItem,
  DropdownField,
  EmptyState,
  ErrorState,
  FilterPanel,
  Pagination,
} from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import * as appStyles from '../../app/app.css.ts';
import { formatLongDate, toLocale } from '../../app/format.ts';
import { useHostOrganization, useOrganizationLink } from '../../app/host-organization.ts';
import { Loading } from '../../app/Loading.tsx';
import { addressOf } from '../../app/list-address.ts';
import { useRead } from '../../app/public-read.ts';
import type { PublicRoleView } from '../../app/public-views.ts';
import * as styles from './ListRolesScreen.css.ts';
import type { RoleFilterValues } from './role-filters.ts';
import {
  countRoleFilters,
  keptParameters,
  noRoleFilters,
  readRoleFilters,
  readRolePage,
  roleFilterFields,
  writeRoleFilters,
  writeRolePage,
} from './role-filters.ts';
import type { FilterOptions } from './role-list-reads.ts';
import { filterOptionsRead, roleListRead } from './role-list-reads.ts';

function RoleFilters({
  options,
  applied,
  onApply,
  kept,
  clearHref,
}: {
  options: FilterOptions;
  applied: RoleFilterValues;
  onApply: (values: RoleFilterValues) => void;
  /** Parameters of the address the form carries over when it submits without scripts. */
  kept: Array<[string, string]>;
  clearHref: string;
}) {
  const { t } = useTranslation(['candidate', 'common']);
  const [draft, setDraft] = useState(applied);
  const count = countRoleFilters(applied);
  return (
    <FilterPanel
      title={t('roles.filters.title')}
      foldLabel={count > 0 ? t('roles.filters.titleWithCount', { count }) : t('roles.filters.title')}
      {...(count > 0 ? { summary: t('roles.filters.applied', { count }) } : {})}
      applyLabel={t('roles.filters.apply')}
      clearLabel={t('roles.filters.clear')}
      clearHref={clearHref}
      onApply={() => onApply(draft)}
      onClear={() => {
        setDraft(noRoleFilters);
        onApply(noRoleFilters);
      }}
    >
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {roleFilterFields.map((field) =>
        options[field].length === 0 ? null : (
          <DropdownField
            key={field}
            name={field}
            label={t(`roles.filters.${field}`)}
            emptyChoiceLabel={t('roles.filters.any')}
            options={options[field].map((item) => ({ value: item.value, label: item.label }))}
            value={draft[field]}
            onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
          />
        ),
      )}
    </FilterPanel>
  );
}

function RoleCard({ role, href }: { role: PublicRoleView; href: string }) {
  const { t, i18n } = useTranslation(['candidate', 'common']);
  const facts = [
    role.labels.roleType,
    role.labels.roleLevel,
    role.labels.department,
    role.labels.location,
  ].filter((fact): fact is string => Boolean(fact));
  let closing: string = t('roles.noDeadline');
  if (role.deadlinePassed) closing = t('roles.closed');
  else if (role.deadline !== null)
    closing = t('roles.deadline', { date: formatLongDate(role.deadline, toLocale(i18n.language)) });
  return (
    <CardListItem
      title={
        <Link className={appStyles.textLink} to={href}>
          {role.name}
        </Link>
      }
    >
      {facts.length > 0 ? <p className={styles.facts}>{facts.join(' · ')}</p> : null}
      <p className={appStyles.mutedText}>{closing}</p>
    </CardListItem>
  );
}

/** /roles: the organisation's open roles, paged and filtered by role type, level, department and location. */
export default function ListRolesScreen() {
  const { t } = useTranslation(['candidate', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const { key, organization } = useHostOrganization();
  const organizationLink = useOrganizationLink();
  const applied = readRoleFilters(searchParams);
  const page = readRolePage(searchParams);
  const appliedKey = JSON.stringify(applied);

  const options = useRead(filterOptionsRead(key));
  const roles = useRead(roleListRead(key, applied, page));

  const context = vocabularyContext(organization?.sector?.kind);
  const subtitle = organization
    ? t('roles.intro', {
        organization: organization.name,
        graduateScheme: t('common:vocabulary.graduateScheme', { context }),
        internship: t('common:vocabulary.internship', { context }),
      })
    : undefined;

  if (key === null) {
    return (
      <Page layout="roles" title={t('roles.title')}>
        <EmptyState title={t('roles.noOrganizationTitle')} text={t('roles.noOrganization')} />
      </Page>
    );
  }

  const aside =
    options.status === 'success' && options.data ? (
      <RoleFilters
        key={appliedKey}
        options={options.data}
        applied={applied}
        onApply={(values) => setSearchParams(writeRoleFilters(searchParams, values))}
        kept={keptParameters(searchParams)}
        clearHref={addressOf(pathname, writeRoleFilters(searchParams, noRoleFilters))}
      />
    ) : null;

  return (
    <Page
      layout="roles"
      title={t('roles.title')}
      {...(subtitle ? { subtitle } : {})}
      aside={aside}
      asideLabel={t('roles.filters.title')}
    >
      {roles.status === 'loading' ? <Loading /> : null}
      {roles.status === 'error' ? (
        <ErrorState
          title={t('roles.loadFailed')}
          text={roles.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={roles.reload}
        />
      ) : null}
      {roles.status === 'success' && roles.data ? (
        roles.data.content.length === 0 ? (
          <EmptyState title={countRoleFilters(applied) > 0 ? t('roles.noMatches') : t('roles.empty')} />
        ) : (
          <div className={appStyles.stack}>
            <p className={appStyles.mutedText} aria-live="polite">
              {t('roles.count', { count: roles.data.totalElements })}
            </p>
            <CardList label={t('roles.listLabel')}>
              {roles.data.content.map((role) => (
                <RoleCard key={role.id} role={role} href={organizationLink(`/job/${role.id}`)} />
              ))}
            </CardList>
            <Pagination
              page={roles.data.number}
              totalPages={roles.data.totalPages}
              onPageChange={(next) => setSearchParams(writeRolePage(searchParams, next))}
              href={(next) => addressOf(pathname, writeRolePage(searchParams, next))}
              labels={{
                navigation: t('roles.pagination'),
                previous: t('common:pagination.previous'),
                next: t('common:pagination.next'),
                page: (pageNumber) =>
                  t('common:pagination.page', { page: pageNumber, total: roles.data?.totalPages ?? 0 }),
              }}
            />
          </div>
        )
      ) : null}
    </Page>
  );
}
