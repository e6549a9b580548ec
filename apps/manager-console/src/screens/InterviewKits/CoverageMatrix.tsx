import type { Competency, RoleKits } from '@shortlist/domain/contract';
import { useTranslation } from 'react-i18next';
import { stageLabel } from '../CandidateRecord/record-labels.ts';
import * as styles from './InterviewKits.css.ts';

/** Stages of the role's pipeline by competencies: which stage's kits assess what, and what no stage assesses. */
export function CoverageMatrix({
  kits,
  competencies,
}: {
  kits: RoleKits;
  competencies: readonly Competency[];
}) {
  const { t } = useTranslation(['manager', 'common']);
  const live = competencies.filter(
    (each) => !each.retired || kits.coverage.some((stage) => stage.competencyIds.includes(each.id)),
  );
  const uncovered = competencies
    .filter((each) => kits.uncoveredCompetencyIds.includes(each.id))
    .map((each) => each.name);
  return (
    <div className={styles.stack}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide matrix scrolls by keyboard too. */}
      <section className={styles.scroller} tabIndex={0} aria-labelledby="coverage-caption">
        <table className={styles.table}>
          <caption id="coverage-caption" className={styles.caption}>
            {t('interviewKits.coverageCaption')}
          </caption>
          <thead>
            <tr>
              <td className={styles.cell} />
              {kits.coverage.map((stage) => (
                <th key={stage.stageId} scope="col" className={styles.cell}>
                  {stageLabel(t, stage.stageId)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {live.map((competency) => (
              <tr key={competency.id}>
                <th scope="row" className={styles.cell}>
                  {competency.name}
                </th>
                {kits.coverage.map((stage) => {
                  const covered = stage.competencyIds.includes(competency.id);
                  return (
                    <td key={stage.stageId} className={covered ? styles.covered : styles.cell}>
                      {covered ? (
                        t('interviewKits.covered')
                      ) : (
                        <span className={styles.muted}>{t('interviewKits.notCovered')}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className={uncovered.length > 0 ? styles.warning : styles.muted}>
        {uncovered.length > 0
          ? t('interviewKits.uncovered', { competencies: uncovered.join(', ') })
          : t('interviewKits.allCovered')}
      </p>
    </div>
  );
}
