import type { CandidateGroup } from '@shortlist/domain/contract';
import { SortableHeader } from '@shortlist/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../app/format.ts';
import { useKeptSort } from '../Settings/use-kept-sort.ts';
import { groupSearchPath } from './group-search-path.ts';
import type { GroupSortColumn } from './group-sort.ts';
import { groupSortColumns, sortGroups } from './group-sort.ts';
import * as styles from './SettingsGroupsScreen.css.ts';

export type GroupsTableProps = {
  groups: readonly CandidateGroup[];
  refreshing: number | null;
  onRename: (group: CandidateGroup) => void;
  onDelete: (group: CandidateGroup) => void;
  onRefresh: (group: CandidateGroup) => void;
};

/** The groups in a dense table, sortable by any column (kept per user), each with its actions. */
export function GroupsTable({ groups, refreshing, onRename, onDelete, onRefresh }: GroupsTableProps) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  const kept = useKeptSort('groups', groupSortColumns);
  const rows = useMemo(() => sortGroups(groups, kept.sort), [groups, kept.sort]);
  const number = new Intl.NumberFormat(locale);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const header = (column: GroupSortColumn) => (
    <SortableHeader
      key={column}
      label={t(`settings.groups.columns.${column}`)}
      direction={kept.sort?.column === column ? kept.sort.direction : null}
      onSort={(direction) => kept.save({ column, direction })}
      className={column === 'candidateCount' ? styles.numericHeader : styles.header}
    />
  );

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too.
    <section className={styles.scroller} tabIndex={0} aria-labelledby="groups-caption">
      <table className={styles.table}>
        <caption id="groups-caption" className={styles.caption}>
          <span className={styles.captionText}>{t('settings.groups.caption')}</span>
        </caption>
        <thead>
          <tr>
            {groupSortColumns.map(header)}
            <th scope="col" className={styles.plainHeader}>
              {t('settings.groups.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((group) => (
            <tr key={group.id}>
              <th scope="row" className={styles.nameCell}>
                <Link
                  to={groupSearchPath(group.id)}
                  className={styles.link}
                  title={t('settings.groups.open', { name: group.name })}
                >
                  {group.name}
                </Link>
              </th>
              <td className={styles.numericCell}>{number.format(group.candidateCount)}</td>
              <td className={styles.cell}>
                {group.filter ? (
                  <span className={styles.smartMark}>{t('settings.groups.smart')}</span>
                ) : (
                  t('settings.groups.plain')
                )}
              </td>
              <td className={styles.cell}>
                {group.filter === null ? (
                  <span className={styles.muted}>—</span>
                ) : group.refreshedAt ? (
                  when.format(new Date(group.refreshedAt))
                ) : (
                  <span className={styles.muted}>{t('settings.groups.neverRefreshed')}</span>
                )}
              </td>
              <td className={styles.cell}>
                <div className={styles.actions}>
                  {group.filter ? (
                    <button
                      type="button"
                      className={styles.toolButton}
                      disabled={refreshing === group.id}
                      aria-label={t('settings.groups.refreshLabel', { name: group.name })}
                      onClick={() => onRefresh(group)}
                    >
                      {t('settings.groups.refresh')}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className={styles.toolButton}
                    aria-label={t('settings.groups.renameLabel', { name: group.name })}
                    onClick={() => onRename(group)}
                  >
                    {t('settings.groups.rename')}
                  </button>
                  <button
                    type="button"
                    className={styles.toolButton}
                    aria-label={t('settings.groups.deleteLabel', { name: group.name })}
                    onClick={() => onDelete(group)}
                  >
                    {t('settings.groups.delete')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
