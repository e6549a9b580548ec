import type { StageHistoryEntry } from '@shortlist/domain/contract';
import { useTranslation } from 'react-i18next';
import { toolButton } from '../../app/controls.css.ts';
import { toLocale } from '../../app/format.ts';
import { formatDateTime } from './record-format.ts';
import { moveReasonLabel, stageLabel, subStageLabel } from './record-labels.ts';
import * as styles from './StageTimeline.css.ts';

/** What the candidate said when withdrawing: the reason they chose and their own words, when given. */
function WithdrawalWords({ withdrawal }: { withdrawal: NonNullable<StageHistoryEntry['withdrawal']> }) {
  const { t } = useTranslation(['manager', 'common']);
  if (withdrawal.reason === null && withdrawal.note === null) return null;
  return (
    <p className={styles.meta}>
      {withdrawal.reason === null
        ? null
        : t('record.history.withdrawalReason', {
            reason: t(`record.history.withdrawalReasons.${withdrawal.reason}`),
          })}
      {withdrawal.reason !== null && withdrawal.note !== null ? ' · ' : null}
      {withdrawal.note === null ? null : t('record.history.withdrawalNote', { note: withdrawal.note })}
    </p>
  );
}

export type StageTimelineProps = {
  entries: readonly StageHistoryEntry[];
  /** Issue 32: takes back the newest move when the server marks it undoable; absent, no Undo is offered. */
  onUndo?: () => void;
  undoing?: boolean;
};

/**
 * The application's stage moves, newest first: from where to where, why, who and when; the newest, while
 * its mover may still take it back, with Undo.
 */
export function StageTimeline({ entries, onUndo, undoing = false }: StageTimelineProps) {
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
              {/* The candidate's own withdrawal names its mover already. */}
              {entry.reason === 'withdrawn'
                ? null
                : entry.actorName === null
                  ? `${t('record.history.bySystem')} · `
                  : `${t('record.history.by', { name: entry.actorName })} · `}
              <time dateTime={at.toISOString()}>{formatDateTime(at, locale)}</time>
            </p>
            {entry.withdrawal ? <WithdrawalWords withdrawal={entry.withdrawal} /> : null}
            {entry.rejectionReason ? (
              <p className={styles.meta}>
                {t('record.history.rejectionReason', { reason: entry.rejectionReason })}
              </p>
            ) : null}
            {entry.undoable && onUndo ? (
              <button
                type="button"
                className={`${toolButton} ${styles.undo}`}
                disabled={undoing}
                onClick={onUndo}
              >
                {undoing ? t('record.history.undoing') : t('record.history.undo')}
              </button>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
