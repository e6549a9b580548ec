import { stepScreenIndex } from '@shortlist/domain/format';
import type { CandidateUpdateInput } from '@shortlist/domain/schemas';
import type { ChoiceOption } from '@shortlist/ui';
import { StepIndicator, TimedAlert } from '@shortlist/ui';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ApplicationForm.css.ts';
import type { SaveOutcome, StepSaveRequest } from './application-changes.ts';
import type { DraftStorage } from './draft-storage.ts';
import { browserDraftStorage } from './draft-storage.ts';
import type { ApplyFlowKind } from './form-steps.ts';
import { buildFormSteps } from './form-steps.ts';
import type { ApplicationView } from './role-form.ts';
import { StepActions } from './StepActions.tsx';
import { StepFields } from './StepFields.tsx';
import { StepProblems } from './StepProblems.tsx';
import { storedDocumentName } from './step-validation.ts';
import { useApplicationDrafts } from './use-application-drafts.ts';
import { useStepLabel } from './use-step-label.ts';
import { useStepNavigation } from './use-step-navigation.ts';
import { useStepSaving } from './use-step-saving.ts';

// Callers import the form's contract from here, wherever its parts live.
export type { SaveOutcome, StepSaveRequest } from './application-changes.ts';
export { applicationDraftScope } from './use-application-drafts.ts';
export { screenIndexParameter } from './use-step-navigation.ts';

export type ApplicationFormProps = {
  application: ApplicationView;
  flow: ApplyFlowKind;
  /** Saves one step (the shell's candidate store applies the §5 save rule). */
  onSaveStep: (request: StepSaveRequest) => Promise<SaveOutcome>;
  /** PUT /candidate/{id}/submit with every answer. */
  onSubmit: (changes: CandidateUpdateInput) => Promise<SaveOutcome>;
  onSubmitted: () => void;
  /** The profile step of the standard flow; it calls `onSaved` once the profile is stored. */
  renderProfileStep?: (onSaved: () => void) => ReactNode;
  /** Options of autocomplete questions that list none (countries). */
  lookupOptions?: readonly ChoiceOption[];
  eventOptions?: readonly ChoiceOption[];
  permitTypeOptions?: readonly ChoiceOption[];
  storage?: DraftStorage | null;
};

/**
 * A role's application form, step by step with ?screenIndex (§2): each step saved by the §5 rule, typed
 * answers kept in the browser until the server has them, field messages from the client's required
 * checks and from the API's 400 errors, and the terms rule before the final submit.
 */
export function ApplicationForm({
  application,
  flow,
  onSaveStep,
  onSubmit,
  onSubmitted,
  renderProfileStep,
  lookupOptions,
  eventOptions = [],
  permitTypeOptions = [],
  storage = browserDraftStorage(),
}: ApplicationFormProps) {
  const { t } = useTranslation(['candidate', 'common']);
  const stepLabel = useStepLabel();
  const config = application.role?.formConfiguration ?? null;
  const steps = useMemo(() => buildFormSteps(config, flow), [config, flow]);
  const drafts = useApplicationDrafts(application, steps, storage);
  const navigation = useStepNavigation(steps, application.step);
  const saving = useStepSaving({
    application,
    steps,
    navigation,
    drafts,
    permitTypeOptions,
    onSaveStep,
    onSubmit,
    onSubmitted,
  });
  const { index, step, goTo, headingRef } = navigation;

  if (!step) return null;

  return (
    <div className={styles.form}>
      <StepIndicator
        label={t('applicationForm.stepsLabel')}
        steps={steps.map((item, position) => ({ id: item.id, label: stepLabel(item, position) }))}
        currentId={step.id}
        completedLabel={t('applicationForm.stepCompleted')}
      />
      {drafts.restored ? <TimedAlert title={t('applicationForm.restored')} /> : null}
      <div>
        <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {stepLabel(step, index)}
        </h2>
        <p className={styles.stepCount}>
          {t('applicationForm.stepOf', { current: index + 1, total: steps.length })}
        </p>
      </div>
      {saving.problem ? (
        <StepProblems
          problem={saving.problem}
          problemRef={saving.problemRef}
          steps={steps}
          index={index}
          errors={saving.errors}
          onRetry={() => void saving.saveOrSubmit()}
          onGoTo={goTo}
        />
      ) : null}
      {step.kind === 'profile' ? (
        renderProfileStep?.(saving.continueFromProfile)
      ) : (
        <form noValidate onSubmit={saving.handleSubmit} className={styles.form} aria-busy={saving.busy}>
          <StepFields
            step={step}
            config={config}
            answers={drafts.answers}
            files={saving.files}
            uploadedName={(part) => storedDocumentName(application, part)}
            events={drafts.events}
            declarations={drafts.declarations}
            errors={saving.errors}
            lookupOptions={lookupOptions}
            eventOptions={eventOptions}
            permitTypeOptions={permitTypeOptions}
            onAnswer={(key, value) => {
              drafts.setAnswer(step, key, value);
              saving.clearErrors([key]);
            }}
            onChooseFile={saving.chooseFile}
            onRejectFile={saving.rejectFile}
            onEvents={drafts.changeEvents}
            onDeclarations={(next) => {
              drafts.changeDeclarations(next);
              saving.clearErrors(['acceptTermAndConditions', 'citizen']);
            }}
          />
          <StepActions
            canGoBack={index > 0}
            submits={step.kind === 'declarations'}
            busy={saving.busy}
            onBack={() => goTo(stepScreenIndex(index, 'backward'))}
          />
        </form>
      )}
    </div>
  );
}
