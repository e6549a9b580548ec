import { callRoute } from '@shortlist/api-client';
import type { ManagedRoleListItem as ManagedRole } from '@shortlist/domain/contract';
import { listRoles, listSortPreferences, saveSortPreference } from '@shortlist/domain/contract';
import { roleStatuses } from '@shortlist/domain/schemas';
import type { PipelineGroupCounts } from '@shortlist/domain/stages';
import { pipelineBuckets, stageGroupNames, totalPipelineGroup } from '@shortlist/domain/stages';
import { DelayedSpinner, useApi } from '@shortlist/shell/react';
import { EmptyState, ErrorState, SortableHeader } from '@shortlist/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatShortDate, toLocale } from '../../app/format.ts';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import { MarkingToDo } from '../Marking/MarkingToDo.tsx';
import * as styles from './RolesScreen.css.ts';
import type { RoleSort, RoleSortColumn } from './role-sort.ts';
import { roleSortColumns as columns, filterRoles, readKeptRoleSort, sortRoles } from './role-sort.ts';

const numericColumns = new Set<RoleSortColumn>(['applicants', 'submitted', ...stageGroupNames]);
const sortKey = ['sort-preferences'] as const;

/** The sort the user keeps for this list, read from and saved to the API so it follows them between machines. */
function useKeptRoleSort() {
  const api = useApi();
  const queryClient = useQueryClient();
  const kept = useQuery({
    queryKey: sortKey,
    queryFn: ({ signal }) => callRoute(api, listSortPreferences, { signal }),
  });
  const sort = readKeptRoleSort(kept.data?.['live-roles']);
  function save(next: RoleSort) {
    const preference = { sortBy: next.column, orderBy: next.direction };
    queryClient.setQueryData(sortKey, { ...kept.data, 'live-roles': preference });
    void callRoute(api, saveSortPreference, { params: { listKey: 'live-roles' }, body: preference }).catch(
      () => queryClient.invalidateQueries({ queryKey: sortKey }),
    );
  }
  return { sort, save };
}

function RolesFilter({
  term,
  status,
  onChange,
}: {
  term: string;
  status: string;
  onChange: (next: { term: string; status: string }) => void;
}) {
  const { t } = useTranslation('manager');
  const id = useId();
  return (
    <search className={styles.filters}>
      <label htmlFor={`${id}-term`} className={styles.filterLabel}>
        {t('roles.filter.term')}
      </label>
      <input
        id={`${id}-term`}
        type="search"
        className={styles.filterInput}
        value={term}
        onChange={(event) => onChange({ term: event.target.value, status })}
      />
      <label htmlFor={`${id}-status`} className={styles.filterLabel}>
        {t('roles.filter.status')}
      </label>
      <select
        id={`${id}-status`}
        className={styles.filterInput}
        value={status}
        onChange={(event) => onChange({ term, status: event.target.value })}
      >
        <option value="">{t('roles.filter.allStatuses')}</option>
        {roleStatuses.map((value) => (
          <option key={value} value={value}>
            {t(`roles.status.${value}`)}
          </option>
        ))}
      </select>
    </search>
  );
}

/** A stage group's total split by bucket (§3), the empty buckets left out: '30 pending · 10 completed'. */
function BucketSplit({ counts, format }: { counts: PipelineGroupCounts; format: (value: number) => string }) {
  const { t } = useTranslation('manager');
  const parts = pipelineBuckets
    .filter((bucket) => counts[bucket] > 0)
    .map(
      (bucket) =>
        `${format(counts[bucket])} ${t(`candidateList.subStageCodes.${bucket}`).toLocaleLowerCase()}`,
    );
  return parts.length > 0 ? <span className={styles.split}>{parts.join(' · ')}</span> : null;
}

function RolesTable({ roles }: { roles: readonly ManagedRole[] }) {
  const { t, i18n } = useTranslation(['manager', 'common']);
  const locale = toLocale(i18n.language);
  const kept = useKeptRoleSort();
  const [params, setParams] = useSearchParams();
  const term = params.get('q') ?? '';
  const statusParam = params.get('status') ?? '';
  const status = roleStatuses.find((value) => value === statusParam) ?? null;
  // Decision: newest first, as the API answers, until the user picks a column (then kept for them).
  const rows = useMemo(() => {
    const shown = filterRoles(roles, { term, status });
    return kept.sort ? sortRoles(shown, kept.sort) : shown;
  }, [roles, term, status, kept.sort]);
  const number = new Intl.NumberFormat(locale);
  return (
    <div className={styles.stack}>
      <RolesFilter
        term={term}
        status={status ?? ''}
        onChange={(next) => {
          const query = new URLSearchParams();
          if (next.term) query.set('q', next.term);
          if (next.status) query.set('status', next.status);
          setParams(query, { replace: true });
        }}
      />
      <p className={styles.summary}>
        {t('roles.count', { count: rows.length })} · {t('roles.sortHint')}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too. */}
      <section className={styles.scroller} tabIndex={0} aria-labelledby="roles-caption">
        <table className={styles.table}>
          <caption id="roles-caption" className={styles.caption}>
            <span className={styles.captionText}>{t('roles.caption')}</span>
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <SortableHeader
                  key={column}
                  label={t(`roles.columns.${column}`)}
                  direction={kept.sort?.column === column ? kept.sort.direction : null}
                  onSort={(direction) => kept.save({ column, direction })}
                  className={numericColumns.has(column) ? styles.numericHeader : styles.header}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((role) => (
              <tr key={role.id}>
                <th scope="row" className={styles.nameCell}>
                  <Link to={`/manager/roles/${role.id}`} className={styles.roleLink}>
                    {role.name}
                  </Link>
                </th>
                <td className={styles.cell}>{t(`roles.status.${role.status}`)}</td>
                <td className={styles.cell}>
                  {role.deadline === null ? (
                    <span className={styles.muted}>{t('roles.noDeadline')}</span>
                  ) : (
                    formatShortDate(role.deadline, locale)
                  )}
                </td>
                <td className={styles.numericCell}>{number.format(role.applicantCount)}</td>
                <td className={styles.numericCell}>{number.format(role.submittedCount)}</td>
                {stageGroupNames.map((group) => (
                  <td key={group} className={styles.numericCell}>
                    {number.format(totalPipelineGroup(role.pipeline, group))}
                    <BucketSplit counts={role.pipeline[group]} format={number.format} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/** /manager/roles: the organisation's roles in a dense table, filterable, sortable by any column (kept). */
export default function RolesScreen() {
  const { t } = useTranslation(['manager', 'common']);
  const api = useApi();
  const roles = useQuery({
    queryKey: ['roles'],
    queryFn: ({ signal }) => callRoute(api, listRoles, { signal }),
  });

  return (
    <ManagerPage title={t('roles.title')}>
      <MarkingToDo />
      {roles.isPending ? <DelayedSpinner /> : null}
      {roles.isError ? (
        <ErrorState
          title={t('roles.loadFailed')}
          text={roles.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => roles.refetch()}
        />
      ) : null}
      {roles.isSuccess ? (
        roles.data.length === 0 ? (
          <EmptyState title={t('roles.empty')} text={t('roles.emptyText')} />
        ) : (
          <RolesTable roles={roles.data} />
        )
      ) : null}
    </ManagerPage>
  );
}
