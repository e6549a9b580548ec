import type { AssessmentCentreView, CentreSession } from '@shortlist/domain/contract';
import { useTranslation } from 'react-i18next';
import { toolButton } from '../../app/controls.css.ts';
import { toLocale } from '../../app/format.ts';
import * as styles from './AssessmentCentres.css.ts';
import { assessorName, candidateName, clockOf, roomName, roundsOf } from './centre-words.ts';

/**
 * The rota as a grid: a row per round, a column per exercise, each cell its sittings with room, candidates
 * and assessors. A table, so a screen reader reads each cell with its round and exercise; Change buttons are
 * in the tab order, and Change opens the sitting's hand edit.
 */
export function RotaGrid({
  view,
  onChange,
}: {
  view: AssessmentCentreView;
  onChange: ((session: CentreSession) => void) | null;
}) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  const rounds = roundsOf(view);
  return (
    <div className={styles.gridWrap}>
      <table className={styles.grid} data-testid="rota-grid">
        <caption className={styles.muted}>{t('assessmentCentres.rota.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {t('assessmentCentres.rota.round')}
            </th>
            {view.exercises.map((exercise) => (
              <th key={exercise.id} scope="col" className={styles.cell}>
                {exercise.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rounds.map(({ round, startAt }) => (
            <tr key={round} data-round={round}>
              <th scope="row" className={styles.cell}>
                {t('assessmentCentres.rota.roundTime', {
                  number: round + 1,
                  start: clockOf(startAt, view.timeZone, locale),
                })}
              </th>
              {view.exercises.map((exercise) => {
                const sittings = view.sessions.filter(
                  (session) => session.round === round && session.exerciseId === exercise.id,
                );
                return (
                  <td key={exercise.id} className={styles.cell}>
                    {sittings.length === 0 ? t('assessmentCentres.rota.free') : null}
                    {sittings.map((session) => (
                      <div key={session.id} className={styles.sitting} data-session={session.id}>
                        <span className={styles.place}>
                          {roomName(view, session) ?? t('assessmentCentres.rota.byVideo')}
                        </span>
                        <span data-role="candidates">
                          {t('assessmentCentres.rota.candidates')}:{' '}
                          {session.candidateIds.map((id) => candidateName(view, id)).join(', ')}
                        </span>
                        <span data-role="assessors">
                          {t('assessmentCentres.rota.assessors')}:{' '}
                          {session.assessorKeys.map((key) => assessorName(view, key)).join(', ')}
                        </span>
                        {onChange ? (
                          <div>
                            <button
                              type="button"
                              className={toolButton}
                              aria-label={t('assessmentCentres.rota.changeLabel', {
                                exercise: exercise.name,
                                round: round + 1,
                                place: roomName(view, session) ?? t('assessmentCentres.rota.byVideo'),
                              })}
                              onClick={() => onChange(session)}
                            >
                              {t('assessmentCentres.rota.change')}
                            </button>
                          </div>
                        ) : null}
                      </div>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
