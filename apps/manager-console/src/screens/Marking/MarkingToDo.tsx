import { managerAssessment } from '@shortlist/i18n/resources/manager-assessment';
import { useWording } from '@shortlist/shell/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from './Marking.css.ts';
import { useMyMarking } from './use-marking.ts';

/** "Marking to do": the rounds the signed-in manager marks with answers still to mark; nothing when none. */
export function MarkingToDo() {
  useWording('manager', managerAssessment);
  const { t } = useTranslation('manager');
  const mine = useMyMarking();
  const open = (mine.data ?? []).filter((round) => round.progress.marked < round.progress.total);
  if (open.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="marking-to-do">
      <h2 id="marking-to-do" className={styles.cardTitle}>
        {t('marking.toDo.title')}
      </h2>
      <ul className={styles.facts}>
        {open.map((round) => (
          <li key={round.roundId}>
            <Link to={`/manager/marking/${round.roundId}`}>
              {t('marking.toDo.round', { name: round.name, role: round.roleName, ...round.progress })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
