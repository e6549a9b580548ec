import { stepScreenIndex } from '@shortlist/domain/format';
import type { CandidateUpdateInput } from '@shortlist/domain/schemas';
import type { ChoiceOption } from '@shortlist/ui';
import type { FormEvent, RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentFiles, SaveOutcome, StepSaveRequest } from './application-changes.ts';
import { documentChanges, sectionResponses, stepResponses, submitChanges } from './application-changes.ts';
import type { FieldMessages } from './field-errors.ts';
import { mapFieldErrors } from './field-errors.ts';
import type { ResponseEntry } from './form-answers.ts';
import type { DocumentPart, FormStep } from './form-steps.ts';
import type { ApplicationView } from './role-form.ts';
import type { RequiredMessages, StepValues } from './step-validation.ts';
import { missingBeforeSubmit, missingOnStep } from './step-validation.ts';
import type { ApplicationDrafts } from './use-application-drafts.ts';
import type { StepNavigation } from './use-step-navigation.ts';

/** A failure shown above the step; `retry` offers to send the step again. */
export type Problem = { readonly title: string; readonly text: string; readonly retry: boolean };

export type StepSavingOptions = {
  readonly application: ApplicationView;
  readonly steps: readonly FormStep[];
  readonly navigation: StepNavigation;
  readonly drafts: ApplicationDrafts;
  readonly permitTypeOptions: readonly ChoiceOption[];
  readonly onSaveStep: (request: StepSaveRequest) => Promise<SaveOutcome>;
  readonly onSubmit: (changes: CandidateUpdateInput) => Promise<SaveOutcome>;
  readonly onSubmitted: () => void;
};

export type StepSaving = {
  readonly errors: FieldMessages;
  readonly problem: Problem | null;
  /** The problem's panel, focused when a problem appears. */
  readonly problemRef: RefObject<HTMLDivElement | null>;
  readonly busy: boolean;
  readonly files: DocumentFiles;
  /** Drops the messages of fields the candidate has just changed. */
  readonly clearErrors: (keys: readonly string[]) => void;
  readonly chooseFile: (part: DocumentPart, file: File) => void;
  readonly rejectFile: (part: DocumentPart, message: string) => void;
  /** Saves the step and moves on; on the declarations step, submits the application. */
  readonly saveOrSubmit: () => Promise<void>;
  readonly handleSubmit: (event: FormEvent) => void;
  /** Moves on from the profile step once the profile is stored. */
  readonly continueFromProfile: () => void;
};

/**
 * Saving a step by the §5 rule and submitting the whole form: the client's required checks first, then the
 * call, with the API's 400 errors placed next to their fields and a retry offered when a call fails.
 */
export function useStepSaving({
  application,
  steps,
  navigation,
  drafts,
  permitTypeOptions,
  onSaveStep,
  onSubmit,
  onSubmitted,
}: StepSavingOptions): StepSaving {
  const { t } = useTranslation(['candidate', 'common']);
  const { index, step, goTo } = navigation;
  const config = application.role?.formConfiguration ?? null;
  const [files, setFiles] = useState<DocumentFiles>({});
  const [errors, setErrors] = useState<FieldMessages>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const values: StepValues = {
    application,
    answers: drafts.answers,
    files,
    declarations: drafts.declarations,
  };
  const messages = (): RequiredMessages => ({
    required: t('applicationForm.required'),
    termsRequired: t('applicationForm.declarations.termsRequired'),
  });

  function showFieldProblems(found: FieldMessages) {
    setErrors(found);
    setProblem({ title: t('applicationForm.fixErrors'), text: '', retry: false });
  }

  function showSaveFailure(outcome: Extract<SaveOutcome, { ok: false }>, sent: readonly ResponseEntry[]) {
    setErrors(mapFieldErrors(outcome.fieldErrors, sent));
    setProblem({ title: t('applicationForm.saveFailed'), text: outcome.message, retry: true });
  }

  /** Runs a save with the form busy; a call that fails outright offers a retry. */
  async function whileBusy(save: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await save();
    } catch {
      setProblem({ title: t('applicationForm.saveFailed'), text: t('common:errors.generic'), retry: true });
    } finally {
      setBusy(false);
    }
  }

  async function saveAndContinue() {
    if (!step || step.kind === 'declarations') return;
    const missing = missingOnStep(step, values, messages());
    if (Object.keys(missing).length > 0) {
      showFieldProblems(missing);
      return;
    }
    await whileBusy(async () => {
      const nextStep = index + 1;
      const sent = stepResponses(config, step, drafts.answers);
      const changes: CandidateUpdateInput = {
        step: nextStep,
        ...(step.kind === 'section' ? { responses: sent } : {}),
        ...(step.kind === 'documents' ? await documentChanges(files) : {}),
      };
      const outcome = await onSaveStep({
        changes,
        nextStep,
        maxSteps: steps.length,
        ...(step.kind === 'events' ? { events: drafts.events.map(Number) } : {}),
      });
      if (!outcome.ok) {
        showSaveFailure(outcome, sent);
        return;
      }
      // A local save (a role with doNotSave) leaves the draft as the only copy until the submit.
      if (outcome.kept === 'server') drafts.clearStepDraft(step.id);
      if (step.kind === 'documents') setFiles({});
      setErrors({});
      goTo(stepScreenIndex(index, 'forward'));
    });
  }

  async function submit() {
    const responses = sectionResponses(config, drafts.answers);
    const missing = missingBeforeSubmit(steps, step, responses, values, messages());
    if (Object.keys(missing).length > 0) {
      showFieldProblems(missing);
      return;
    }
    await whileBusy(async () => {
      const outcome = await onSubmit(submitChanges(step, responses, drafts.declarations, permitTypeOptions));
      if (!outcome.ok) {
        showSaveFailure(outcome, responses);
        return;
      }
      drafts.clearAllDrafts();
      onSubmitted();
    });
  }

  const saveOrSubmit = () => (step?.kind === 'declarations' ? submit() : saveAndContinue());

  return {
    errors,
    problem,
    problemRef,
    busy,
    files,
    clearErrors: (keys) =>
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))),
      ),
    chooseFile: (part, file) => {
      setFiles((current) => ({ ...current, [part]: file }));
      setErrors(({ [part]: _cleared, ...rest }) => rest);
    },
    rejectFile: (part, message) => setErrors((current) => ({ ...current, [part]: message })),
    saveOrSubmit,
    handleSubmit: (event) => {
      event.preventDefault();
      if (busy) return;
      void saveOrSubmit();
    },
    continueFromProfile: () => {
      void onSaveStep({ changes: { step: index + 1 }, nextStep: index + 1, maxSteps: steps.length }).then(
        (outcome) => (outcome.ok ? goTo(stepScreenIndex(index, 'forward')) : showSaveFailure(outcome, [])),
      );
    },
  };
}
