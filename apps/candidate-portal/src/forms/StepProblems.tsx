import { Button, ErrorState } from '@shortlist/ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ApplicationForm.css.ts';
import type { FieldMessages } from './field-errors.ts';
import type { FormStep } from './form-steps.ts';
import { findStepOfField } from './form-steps.ts';
import { useStepLabel } from './use-step-label.ts';
import type { Problem } from './use-step-saving.ts';

export type StepProblemsProps = {
  problem: Problem;
  /** Focused when the problem appears, so it is read out first. */
  problemRef: RefObject<HTMLDivElement | null>;
  steps: readonly FormStep[];
  index: number;
  errors: FieldMessages;
  onRetry: () => void;
  onGoTo: (position: number) => void;
};

/** Steps other than this one that hold a field with a message, so the candidate can go and fix it. */
function stepsWithMessages(steps: readonly FormStep[], errors: FieldMessages, index: number): number[] {
  return [
    ...new Set(
      Object.keys(errors)
        .map((key) =>
          key === 'cv' || key === 'cover' || key === 'photo'
            ? steps.findIndex((item) => item.kind === 'documents')
            : findStepOfField(steps, key),
        )
        .filter((position) => position >= 0 && position !== index),
    ),
  ].sort((a, b) => a - b);
}

/** Why the step did not save, with a way to the other steps whose fields need fixing. */
export function StepProblems({
  problem,
  problemRef,
  steps,
  index,
  errors,
  onRetry,
  onGoTo,
}: StepProblemsProps) {
  const { t } = useTranslation(['candidate', 'common']);
  const stepLabel = useStepLabel();
  const stepsWithProblems = stepsWithMessages(steps, errors, index);
  return (
    <div ref={problemRef} tabIndex={-1} className={styles.problems}>
      <ErrorState
        title={problem.title}
        text={problem.text || undefined}
        retryLabel={problem.retry ? t('common:actions.tryAgain') : undefined}
        onRetry={problem.retry ? onRetry : undefined}
      />
      {stepsWithProblems.length > 0 ? (
        <ul className={styles.problemSteps}>
          {stepsWithProblems.map((position) => {
            const target = steps[position];
            return target ? (
              <li key={target.id}>
                <Button variant="secondary" size="small" onClick={() => onGoTo(position)}>
                  {t('applicationForm.goToStep', { step: stepLabel(target, position) })}
                </Button>
              </li>
            ) : null;
          })}
        </ul>
      ) : null}
    </div>
  );
}
