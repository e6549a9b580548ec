import { Icon } from '../../components/icons/Icon.tsx';
import * as styles from './StepIndicator.css.ts';

/** The five steps of the interview scheduling wizard, in order (spec §2). */
export const schedulingWizardSteps = ['structure', 'slot', 'calendar', 'slotlist', 'invitation'] as const;
export type SchedulingWizardStep = (typeof schedulingWizardSteps)[number];

export type StepIndicatorProps = {
  /** Name of the list, e.g. 'Scheduling steps'. */
  label: string;
  steps: readonly { id: string; label: string }[];
  currentId: string;
  /** Accessible name of the tick on finished steps, e.g. 'Completed'. */
  completedLabel: string;
};

/** Where a wizard is: finished steps ticked, the current one marked aria-current="step". */
export function StepIndicator({ label, steps, currentId, completedLabel }: StepIndicatorProps) {
  const currentIndex = steps.findIndex((step) => step.id === currentId);
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <li
            key={step.id}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.number}>
              {state === 'done' ? <Icon name="tick" small label={completedLabel} /> : index + 1}
            </span>
            {step.label}
          </li>
        );
      })}
    </ol>
  );
}
