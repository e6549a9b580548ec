import type { AssessmentRefusalGroup } from '@shortlist/domain/contract';
import { useTranslation } from 'react-i18next';
import * as styles from './AssessmentInvite.css.ts';

export type RefusalListProps = {
  groups: readonly AssessmentRefusalGroup[];
  /** The chosen test's stages in words, for the wrong-stage reason. */
  stages: string;
};

/** Who of a selection cannot be invited, by reason: each reason counted, its first candidates named. */
export function RefusalList({ groups, stages }: RefusalListProps) {
  const { t } = useTranslation(['manager', 'common']);
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  if (total === 0) return null;
  return (
    <section className={styles.refusals} aria-label={t('assessments.refusedTitle', { count: total })}>
      <p className={styles.refusalTitle}>{t('assessments.refusedTitle', { count: total })}</p>
      {groups.map((group) => {
        const reason = t(`assessments.reasons.${group.reason}`, { stages });
        const more = group.count - group.candidates.length;
        return (
          <div key={group.reason}>
            <p className={styles.hint}>{t('assessments.reasonCount', { reason, count: group.count })}</p>
            <ul className={styles.refusalNames}>
              {group.candidates.map((candidate) => (
                <li key={candidate.id}>
                  {t('assessments.atStage', {
                    name: candidate.name ?? t('record.anonymised'),
                    stage: t(`stages.${candidate.stageId}` as 'stages.1', { defaultValue: '' }),
                  })}
                </li>
              ))}
              {more > 0 ? <li>{t('assessments.andMore', { count: more })}</li> : null}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
