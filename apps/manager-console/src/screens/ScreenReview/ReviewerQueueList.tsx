import type { ReviewerQueue } from '@shortlist/domain/contract';
import { useTranslation } from 'react-i18next';
import { blindLabel } from '../CandidateRecord/record-labels.ts';
import * as styles from '../Screening/Screening.css.ts';
import { ScreeningSection } from '../Screening/ScreeningSection.tsx';

export type ReviewerQueueListProps = {
  candidates: ReviewerQueue['candidates'];
  currentId: number | null;
  onOpen: (candidateId: number) => void;
};

/** The link's candidates, each ticked once reviewed; choosing one opens it. */
export function ReviewerQueueList({ candidates, currentId, onOpen }: ReviewerQueueListProps) {
  const { t } = useTranslation(['manager', 'common']);
  return (
    <ScreeningSection title={t('screening.reviewer.queue')}>
      <ol className={styles.plainList}>
        {candidates.map((entry) => {
          const name = entry.name ?? blindLabel(t, entry.id);
          const state = t(entry.reviewed ? 'screening.reviewer.reviewed' : 'screening.reviewer.notReviewed');
          return (
            <li key={entry.id}>
              <button
                type="button"
                className={styles.toolButton}
                aria-current={entry.id === currentId ? 'true' : undefined}
                aria-label={`${name}, ${state}`}
                onClick={() => onOpen(entry.id)}
              >
                <span aria-hidden="true">{entry.reviewed ? '✓ ' : ''}</span>
                {name}
              </button>
              {entry.roleName ? <span className={styles.note}> · {entry.roleName}</span> : null}
            </li>
          );
        })}
      </ol>
    </ScreeningSection>
  );
}
