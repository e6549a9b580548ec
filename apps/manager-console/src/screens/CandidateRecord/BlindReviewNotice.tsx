import type { OrganizationCandidateView } from '@shortlist/domain/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolButton } from '../../app/controls.css.ts';
import { toLocale } from '../../app/format.ts';
import * as styles from './RecordActions.css.ts';
import { RevealDialog } from './RevealDialog.tsx';
import { formatDateTime } from './record-format.ts';

/** Whether identifying details are hidden right now: blind review at this stage, not yet revealed. */
export function isBlindHidden(record: OrganizationCandidateView): boolean {
  return record.blindReview.active && record.blindReview.revealed === null;
}

/** Says blind review hides who the candidate is (a manager admin may reveal), or who revealed them and when. */
export function BlindReviewNotice({ record }: { record: OrganizationCandidateView }) {
  const { t, i18n } = useTranslation('manager');
  const [revealing, setRevealing] = useState(false);
  const { revealed, canReveal } = record.blindReview;
  if (revealed) {
    return (
      <p className={styles.muted}>
        {t('recordActions.blind.revealed', {
          name: revealed.byName ?? t('recordActions.blind.revealedBySomeone'),
          date: formatDateTime(new Date(revealed.at), toLocale(i18n.language)),
        })}
      </p>
    );
  }
  if (!record.blindReview.active) return null;
  return (
    <div className={styles.notice}>
      <p className={styles.noticeText}>{t('recordActions.blind.notice')}</p>
      {canReveal ? (
        <button type="button" className={toolButton} onClick={() => setRevealing(true)}>
          {t('recordActions.blind.reveal')}
        </button>
      ) : null}
      {revealing ? <RevealDialog record={record} onClose={() => setRevealing(false)} /> : null}
    </div>
  );
}
