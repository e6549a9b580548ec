import type { AssessmentResultStage, CandidateCodeStage } from '@shortlist/domain/enums';
import { StatusMark } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './AssessmentStateMarks.css.ts';

export type AssessmentStateMarksProps = {
  codeStage: CandidateCodeStage | null;
  resultStage: AssessmentResultStage | string | null;
};

/**
 * A candidate's assessment at their stage as the lists show it (§2 marks: cross for pending or error, tick for
 * completed, dash otherwise): the test's state, then its result once there is one. Each mark is named by its
 * state for screen readers; the word beside it says the same to the eye.
 */
export function AssessmentStateMarks({ codeStage, resultStage }: AssessmentStateMarksProps) {
  const { t } = useTranslation('manager');
  if (codeStage === null) {
    return (
      <StatusMark
        state={null}
        labels={{ tick: t('statusCell.tick'), cross: t('statusCell.cross'), dash: t('statusCell.dash') }}
      />
    );
  }
  const word = (state: string) => t(`codeStage.${state}` as 'codeStage.PENDING', { defaultValue: state });
  const mark = (state: string, key: 'code' | 'result') => {
    const label = t(`assessments.state.${key}`, { state: word(state).toLowerCase() });
    return (
      <span className={styles.part}>
        <StatusMark state={state} labels={{ tick: label, cross: label, dash: label }} />
        {/* The result's word names itself ('Result pending'), so two marks in a row read apart. */}
        <span aria-hidden="true">{key === 'code' ? word(state) : label}</span>
      </span>
    );
  };
  return (
    <span className={styles.marks}>
      {mark(codeStage, 'code')}
      {resultStage ? mark(resultStage, 'result') : null}
    </span>
  );
}
