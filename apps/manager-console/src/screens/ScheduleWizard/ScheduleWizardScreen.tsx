import type { SchedulingWizardStep } from '@shortlist/ui';
import { StepIndicator, schedulingWizardSteps } from '@shortlist/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { primaryToolButton, toolButton, toolLink } from '../../app/controls.css.ts';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import { useOrganizationZone } from '../../app/use-organization-zone.ts';
import { CalendarStep } from './CalendarStep.tsx';
import { InvitationStep } from './InvitationStep.tsx';
import { SendOutcome } from './SendOutcome.tsx';
import { SlotListStep } from './SlotListStep.tsx';
import { SlotStep } from './SlotStep.tsx';
import type { StepProps } from './StructureStep.tsx';
import { StructureStep } from './StructureStep.tsx';
import { useCreateSchedule } from './use-create-schedule.ts';
import { useSlotHours } from './use-slot-hours.ts';
import * as styles from './wizard.css.ts';
import type { SlotHours, WizardDraft } from './wizard-draft.ts';
import { initialDraft, stepProblems } from './wizard-draft.ts';
import { readWizardPreset } from './wizard-preset.ts';

const stepScreens: Record<SchedulingWizardStep, (props: StepProps) => React.ReactNode> = {
  structure: StructureStep,
  slot: SlotStep,
  calendar: CalendarStep,
  slotlist: SlotListStep,
  invitation: InvitationStep,
};

/** The step asked for (?step=, else the first), or an earlier one a step before it still stops at. */
function reachableStep(
  asked: string | null,
  draft: WizardDraft,
  meetingHours: SlotHours,
): SchedulingWizardStep {
  if (asked === null) return 'structure';
  for (const step of schedulingWizardSteps) {
    if (step === asked || stepProblems(step, draft, meetingHours).length > 0) return step;
  }
  return 'invitation';
}

/**
 * /manager/schedules/new: the five-step interview scheduling wizard of §2. Opened from a candidate list it
 * starts with the role, stage and candidates ticked there (?roleId, ?stageId, ?candidates=1,2,3).
 */
export default function ScheduleWizardScreen() {
  const { t } = useTranslation(['manager', 'common']);
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(() => {
    const preset = readWizardPreset(params);
    // A schedule is named after its stage until the manager names it otherwise (step 2).
    const name = preset.stageId === null ? '' : t(`stages.${preset.stageId}` as 'stages.1');
    return { ...initialDraft(preset), name };
  });
  const [tried, setTried] = useState(false);
  const zone = useOrganizationZone();
  const send = useCreateSchedule();
  const heading = useRef<HTMLHeadingElement>(null);
  const meetingHours = useSlotHours();
  const step = reachableStep(params.get('step'), draft, meetingHours);
  const index = schedulingWizardSteps.indexOf(step);
  const problems = stepProblems(step, draft, meetingHours);
  const Step = stepScreens[step];

  // Each step starts at its heading, so a screen reader and the keyboard begin where the new step does.
  useEffect(() => heading.current?.focus(), [step]);

  function go(to: SchedulingWizardStep) {
    setTried(false);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('step', to);
      return next;
    });
  }

  function forward() {
    setTried(true);
    if (problems.length > 0) return;
    const next = schedulingWizardSteps[index + 1];
    if (next) go(next);
    else send.mutate(draft);
  }

  const steps = schedulingWizardSteps.map((id) => ({ id, label: t(`scheduling.steps.${id}`) }));
  if (send.isSuccess) {
    return (
      <ManagerPage title={t('scheduleWizard.title')}>
        <SendOutcome result={send.data} />
      </ManagerPage>
    );
  }

  return (
    <ManagerPage title={t('scheduleWizard.title')}>
      <div className={styles.frame}>
        <StepIndicator
          label={t('scheduleWizard.stepsLabel')}
          steps={steps}
          currentId={step}
          completedLabel={t('scheduleWizard.completed')}
        />
        <p className={styles.zone}>{t('scheduleWizard.timeZone', { zone: zone.label })}</p>
        <h2 ref={heading} tabIndex={-1} className={styles.stepHeading}>
          {t('scheduleWizard.stepHeading', { number: index + 1, name: t(`scheduling.steps.${step}`) })}
        </h2>
        <Step draft={draft} onChange={(change) => setDraft((current) => ({ ...current, ...change }))} />
        {tried && problems.length > 0 ? (
          <div className={styles.problems} role="alert">
            {t('scheduleWizard.fixFirst')}
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{t(`scheduleWizard.problems.${problem}`)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {send.isError ? (
          <p className={styles.failure} role="alert">
            {t('scheduleWizard.invitation.failed', { message: send.error.message })}
          </p>
        ) : null}
        {send.phase ? (
          <p className={styles.status} role="status">
            {t(`scheduleWizard.invitation.${send.phase}`)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Link to="/manager/schedules" className={toolLink}>
            {t('scheduleWizard.cancel')}
          </Link>
          <div className={styles.actionGroup}>
            {index > 0 ? (
              <button
                type="button"
                className={toolButton}
                onClick={() => go(schedulingWizardSteps[index - 1] ?? 'structure')}
              >
                {t('scheduleWizard.back')}
              </button>
            ) : null}
            <button type="button" className={primaryToolButton} onClick={forward} disabled={send.isPending}>
              {step === 'invitation' ? t('scheduleWizard.invitation.send') : t('scheduleWizard.next')}
            </button>
          </div>
        </div>
      </div>
    </ManagerPage>
  );
}
