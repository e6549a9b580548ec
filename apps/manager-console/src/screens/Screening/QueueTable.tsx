import type { ScreeningQueueEntry } from '@shortlist/domain/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatShortDate, toLocale } from '../../app/format.ts';
import { flagLabel } from '../CandidateRecord/panels/contextual-wording.ts';
import { blindLabel, stageLabel } from '../CandidateRecord/record-labels.ts';
import * as styles from './Screening.css.ts';
import type { QueueFilters } from './screening-address.ts';
import { candidatePath } from './screening-address.ts';

export type QueueTableProps = {
  candidates: readonly ScreeningQueueEntry[];
  filters: QueueFilters;
  selected: ReadonlySet<number>;
  onSelectedChange: (selected: Set<number>) => void;
};

/** The queue's candidates, each opening its screening; a checkbox each picks whom to send to reviewers. */
export function QueueTable({ candidates, filters, selected, onSelectedChange }: QueueTableProps) {
  const { t, i18n } = useTranslation(['manager', 'common']);
  const locale = toLocale(i18n.language);
  const allSelected = candidates.length > 0 && candidates.every((entry) => selected.has(entry.id));
  const nameOf = (entry: ScreeningQueueEntry) => entry.name ?? blindLabel(t, entry.id);
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onSelectedChange(next);
  };
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('screening.queue.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              <input
                type="checkbox"
                aria-label={t('screening.queue.selectAll')}
                checked={allSelected}
                onChange={() =>
                  onSelectedChange(allSelected ? new Set() : new Set(candidates.map((entry) => entry.id)))
                }
              />
            </th>
            <th scope="col" className={styles.headerCell}>
              {t('screening.queue.columns.name')}
            </th>
            <th scope="col" className={styles.headerCell}>
              {t('screening.queue.columns.role')}
            </th>
            <th scope="col" className={styles.headerCell}>
              {t('screening.queue.columns.stage')}
            </th>
            <th scope="col" className={styles.headerCell}>
              {t('screening.queue.columns.applied')}
            </th>
            <th scope="col" className={styles.headerCell}>
              {t('screening.queue.columns.flags')}
            </th>
          </tr>
        </thead>
        <tbody>
          {candidates.map((entry) => (
            <tr key={entry.id}>
              <td className={styles.cell}>
                <input
                  type="checkbox"
                  aria-label={t('screening.queue.select', { name: nameOf(entry) })}
                  checked={selected.has(entry.id)}
                  onChange={() => toggle(entry.id)}
                />
              </td>
              <th scope="row" className={styles.cell}>
                <Link className={styles.link} to={candidatePath(entry.id, filters)}>
                  {nameOf(entry)}
                </Link>
              </th>
              <td className={styles.cell}>{entry.role?.name ?? '—'}</td>
              <td className={styles.cell}>{stageLabel(t, entry.stageId)}</td>
              <td className={styles.cell}>
                {entry.appliedAt
                  ? formatShortDate(Date.parse(entry.appliedAt) / 1000, locale)
                  : t('screening.queue.notApplied')}
              </td>
              <td className={styles.cell}>
                {entry.contextualFlags.length === 0 ? (
                  <span className={styles.muted}>{t('screening.queue.noFlags')}</span>
                ) : (
                  <ul className={styles.badges}>
                    {entry.contextualFlags.map((key) => (
                      <li key={key} className={styles.badge}>
                        {flagLabel(t, key)}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
