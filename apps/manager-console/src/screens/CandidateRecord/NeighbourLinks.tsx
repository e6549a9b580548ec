import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { visuallyHidden } from '../../app/controls.css.ts';
import { readRecordNeighbours } from '../../app/record-neighbours.ts';
import * as styles from './RecordHeader.css.ts';
import { useNeighbourShortcuts } from './use-neighbour-shortcuts.ts';

/** The record of another candidate, remembering the same list to go back to (§2 `return`). */
function recordPath(candidateId: number, returnTo: string): string {
  return `/manager/candidate/${candidateId}?${new URLSearchParams({ return: returnTo })}`;
}

/**
 * "Previous" and "Next" candidate of the list the record was opened from, its position in it, and the
 * keys [ ] (or k j). Nothing shows when the record was not opened from a list of this tab.
 */
export function NeighbourLinks({ candidateId, returnTo }: { candidateId: number; returnTo: string }) {
  const { t } = useTranslation('manager');
  const navigate = useNavigate();
  const neighbours = readRecordNeighbours(returnTo, candidateId);
  const go = (id: number | null | undefined) =>
    id == null ? null : () => navigate(recordPath(id, returnTo));
  useNeighbourShortcuts(go(neighbours?.previousId), go(neighbours?.nextId));
  if (!neighbours) return null;
  const { previousId, nextId, position, total } = neighbours;
  return (
    <nav className={styles.neighbours} aria-label={t('recordActions.neighbours.label')}>
      {previousId === null ? (
        <span className={styles.muted}>← {t('recordActions.neighbours.previous')}</span>
      ) : (
        <Link
          className={styles.neighbourLink}
          to={recordPath(previousId, returnTo)}
          aria-label={t('recordActions.neighbours.previousCandidate')}
          aria-keyshortcuts="[ k"
        >
          ← {t('recordActions.neighbours.previous')}
        </Link>
      )}
      <span className={styles.position} title={t('recordActions.neighbours.shortcuts')}>
        {t('recordActions.neighbours.position', { position, total })}
        <span className={visuallyHidden}> {t('recordActions.neighbours.shortcuts')}</span>
      </span>
      {nextId === null ? (
        <span className={styles.muted}>{t('recordActions.neighbours.next')} →</span>
      ) : (
        <Link
          className={styles.neighbourLink}
          to={recordPath(nextId, returnTo)}
          aria-label={t('recordActions.neighbours.nextCandidate')}
          aria-keyshortcuts="] j"
        >
          {t('recordActions.neighbours.next')} →
        </Link>
      )}
    </nav>
  );
}
