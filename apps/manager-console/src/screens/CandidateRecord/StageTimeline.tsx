import type { StageHistoryEntry } from '@shortlist/domain/contract';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../app/format.ts';
import { formatDateTime } from './record-format.ts';
import { moveReasonLabel, stageLabel, subStageLabel } from './record-labels.ts';
import * as styles from './StageTimeline.css.ts';

/** The application's stage moves, newest first: from where to where, why, who and when. */
export function StageTimeline({ entries }: { entries: readonly StageHistoryEntry[] }) {
  const { t, i18n } = useTranslation(['manager', 'common']);
  const locale = toLocale(i18n.language);
  if (entries.length === 0) return <p className={styles.none}>{t('record.history.empty')}</p>;
  return (
    <ol className={styles.list}>
      {entries.map((entry) => {
        const to = stageLabel(t, entry.toStageId);
        const at = new Date(entry.at * 1000);
        return (
          <li key={entry.id} className={styles.item}>
            <p className={styles.move}>
              {entry.fromStageId === null
                ? t('record.history.entered', { to })
                : t('record.history.moved', { from: stageLabel(t, entry.fromStageId), to })}
              {entry.toSubStageCode ? (
                <span className={styles.subStage}> · {subStageLabel(t, entry.toSubStageCode)}</span>
              ) : null}
            </p>
            <p className={styles.meta}>
              {moveReasonLabel(t, entry.reason)} ·{' '}
              {entry.actorName === null
                ? t('record.history.bySystem')
                : t('record.history.by', { name: entry.actorName })}{' '}
              · <time dateTime={at.toISOString()}>{formatDateTime(at, locale)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
