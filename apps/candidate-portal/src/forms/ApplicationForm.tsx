import type { CandidateUpdateInput } from '@shortlist/api-client';
import { stepScreenIndex } from '@shortlist/domain/format';
import type { FieldError } from '@shortlist/domain/schemas';
import { findMissingRequiredAnswers, isAnswerRequired } from '@shortlist/domain/validation';
import type { ChoiceOption } from '@shortlist/ui';
import { Button, ErrorState, StepIndicator, TimedAlert } from '@shortlist/ui';
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import * as styles from './ApplicationForm.css.ts';
import type { Declarations } from './DeclarationsStep.tsx';
import { DeclarationsStep, emptyDeclarations } from './DeclarationsStep.tsx';
import { DocumentsStep } from './DocumentsStep.tsx';
import type { DraftStorage } from './draft-storage.ts';
import {
  browserDraftStorage,
  clearDraft,
  clearDrafts,
  draftKey,
  readDraft,
  writeDraft,
} from './draft-storage.ts';
import { EventsStep } from './EventsStep.tsx';
import { FormSectionFields } from './FormSectionFields.tsx';
import type { FieldMessages } from './field-errors.ts';
import { mapFieldErrors } from './field-errors.ts';
import type { Answers, AnswerValue, ResponseEntry } from './form-answers.ts';
import { answersFromResponses, toResponses } from './form-answers.ts';
import type { ApplyFlowKind, DocumentPart, FormStep } from './form-steps.ts';
import {
  buildFormSteps,
  clampScreenIndex,
  documentKindOfPart,
  findStepOfField,
  isPartRequired,
  visibleFields,
  visibleSections,
} from './form-steps.ts';
import { readFileAsDataUrl } from './read-file.ts';
import type { ApplicationView, RoleFormConfiguration } from './role-form.ts';
import { mayAgreeToTerms } from './terms.ts';

/** The query parameter holding the step on screen (§2). */
export const screenIndexParameter = 'screenIndex';

/** Where the drafts of application forms are kept (see draft-storage). */
export const applicationDraftScope = 'application';

export type SaveOutcome =
  | { readonly ok: true; readonly kept: 'server' | 'local' }
  | { readonly ok: false; readonly message: string; readonly fieldErrors: readonly FieldError[] };

export type StepSaveRequest = {
  /** What the step changed, with the step the save asks to move to. */
  readonly changes: CandidateUpdateInput;
  readonly nextStep: number;
  readonly maxSteps: number;
  /** Events chosen on the events step, to register for. */
  readonly events?: readonly number[];
};

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

type DocumentFiles = Partial<Record<DocumentPart, File>>;
type Problem = { readonly title: string; readonly text: string; readonly retry: boolean };

type SectionDraft = { readonly answers: Answers };
type DeclarationsDraft = { readonly declarations: Declarations };
type EventsDraft = { readonly events: string[] };

function readScreenIndex(searchParams: URLSearchParams): number | null {
  const text = searchParams.get(screenIndexParameter);
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) ? value : 0;
}

function sectionResponses(config: RoleFormConfiguration | null, answers: Answers): ResponseEntry[] {
  return visibleSections(config).flatMap((section) => toResponses(visibleFields(config, section), answers));
}

function initialDeclarations(application: ApplicationView): Declarations {
  return {
    ...emptyDeclarations,
    acceptTermAndConditions: application.acceptTermAndConditions === true,
    acceptResearch: application.acceptResearch === true,
  };
}

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
  const config = application.role?.formConfiguration ?? null;
  const steps = useMemo(() => buildFormSteps(config, flow), [config, flow]);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = readScreenIndex(searchParams);
  const index = clampScreenIndex(requested ?? application.step, steps.length);
  const step = steps[index] ?? steps[0];
  const keyOf = (id: string) => draftKey(applicationDraftScope, application.id, id);

  // Server answers first, then whatever this browser still holds that the server does not.
  const [restored, setRestored] = useState(false);
  const [answers, setAnswers] = useState<Answers>(() => {
    const merged: Record<string, AnswerValue> = { ...answersFromResponses(application.responses) };
    for (const item of steps) {
      if (item.kind !== 'section') continue;
      const draft = readDraft<SectionDraft>(storage, keyOf(item.id));
      if (draft?.answers) Object.assign(merged, draft.answers);
    }
    return merged;
  });
  const [declarations, setDeclarations] = useState<Declarations>(
    () =>
      readDraft<DeclarationsDraft>(storage, keyOf('declarations'))?.declarations ??
      initialDeclarations(application),
  );
  const [events, setEvents] = useState<string[]>(
    () => readDraft<EventsDraft>(storage, keyOf('events'))?.events ?? [],
  );
  const [files, setFiles] = useState<DocumentFiles>({});
  const [errors, setErrors] = useState<FieldMessages>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Read once, when the form opens.
  useEffect(() => {
    setRestored(steps.some((item) => storage !== null && readDraft(storage, keyOf(item.id)) !== null));
  }, []);

  // The step is in the address from the start, so a reload opens the same step.
  useEffect(() => {
    if (requested !== index) goTo(index, true);
  }, [requested, index]);

  // A new step moves focus to its heading, so keyboard and screen-reader users start at the top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [index]);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  function goTo(target: number, replace = false) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(screenIndexParameter, String(clampScreenIndex(target, steps.length)));
        return next;
      },
      { replace },
    );
  }

  function stepLabel(item: FormStep, position: number): string {
    if (item.kind === 'section') {
      return item.section.title ?? t('applicationForm.steps.section', { number: position + 1 });
    }
    return t(`applicationForm.steps.${item.kind}`);
  }

  function setAnswer(item: FormStep, key: string, value: AnswerValue) {
    const next = { ...answers, [key]: value };
    setAnswers(next);
    setErrors(({ [key]: _cleared, ...rest }) => rest);
    if (item.kind === 'section') {
      const own = Object.fromEntries(
        item.section.fields.map((field) => [field.key, next[field.key] ?? null]),
      );
      writeDraft(storage, keyOf(item.id), { answers: own } satisfies SectionDraft);
    }
  }

  function changeDeclarations(next: Declarations) {
    setDeclarations(next);
    writeDraft(storage, keyOf('declarations'), { declarations: next } satisfies DeclarationsDraft);
  }

  function changeEvents(next: string[]) {
    setEvents(next);
    writeDraft(storage, keyOf('events'), { events: next } satisfies EventsDraft);
  }

  const uploadedName = (part: DocumentPart) =>
    application.documents.find((document) => document.kind === documentKindOfPart[part])?.fileName ?? null;

  /** Required answers of one step that are still missing, as field messages. */
  function missingOnStep(item: FormStep): FieldMessages {
    const required = t('applicationForm.required');
    if (item.kind === 'section') {
      const responses = toResponses(visibleFields(config, item.section), answers);
      const missing = findMissingRequiredAnswers({ ...config, sections: [item.section] }, responses);
      return Object.fromEntries(missing.map((key) => [key, required]));
    }
    if (item.kind === 'documents') {
      const missing = item.parts.filter(
        (part) => isPartRequired(config, part) && !files[part] && uploadedName(part) === null,
      );
      return Object.fromEntries(missing.map((part) => [part, required]));
    }
    if (item.kind === 'declarations') {
      const messages: Record<string, string> = {};
      if (
        !mayAgreeToTerms({
          roleId: application.role?.id ?? null,
          ticked: declarations.acceptTermAndConditions,
          acceptRare: application.acceptRare,
        })
      ) {
        messages.acceptTermAndConditions = t('applicationForm.declarations.termsRequired');
      }
      if (item.citizenship && declarations.citizen === null && isPartRequired(config, 'citizenship')) {
        messages.citizen = required;
      }
      return messages;
    }
    return {};
  }

  function showFieldProblems(messages: FieldMessages) {
    setErrors(messages);
    setProblem({ title: t('applicationForm.fixErrors'), text: '', retry: false });
  }

  function showSaveFailure(outcome: Extract<SaveOutcome, { ok: false }>, sent: readonly ResponseEntry[]) {
    setErrors(mapFieldErrors(outcome.fieldErrors, sent));
    setProblem({ title: t('applicationForm.saveFailed'), text: outcome.message, retry: true });
  }

  async function documentChanges(): Promise<CandidateUpdateInput> {
    const changes: CandidateUpdateInput = {};
    if (files.cv) changes.cv_base64 = await readFileAsDataUrl(files.cv);
    if (files.cover) changes.cover_base64 = await readFileAsDataUrl(files.cover);
    if (files.photo) changes.photo_base64 = await readFileAsDataUrl(files.photo);
    return changes;
  }

  async function saveAndContinue() {
    if (!step || step.kind === 'declarations') return;
    const missing = missingOnStep(step);
    if (Object.keys(missing).length > 0) {
      showFieldProblems(missing);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const nextStep = index + 1;
      const sent = step.kind === 'section' ? toResponses(visibleFields(config, step.section), answers) : [];
      const changes: CandidateUpdateInput = {
        step: nextStep,
        ...(step.kind === 'section' ? { responses: sent } : {}),
        ...(step.kind === 'documents' ? await documentChanges() : {}),
      };
      const outcome = await onSaveStep({
        changes,
        nextStep,
        maxSteps: steps.length,
        ...(step.kind === 'events' ? { events: events.map(Number) } : {}),
      });
      if (!outcome.ok) {
        showSaveFailure(outcome, sent);
        return;
      }
      // A local save (a role with doNotSave) leaves the draft as the only copy until the submit.
      if (outcome.kept === 'server') clearDraft(storage, keyOf(step.id));
      if (step.kind === 'documents') setFiles({});
      setErrors({});
      goTo(stepScreenIndex(index, 'forward'));
    } catch {
      setProblem({ title: t('applicationForm.saveFailed'), text: t('common:errors.generic'), retry: true });
    } finally {
      setBusy(false);
    }
  }

  async function submit() {
    const responses = sectionResponses(config, answers);
    const missingKeys = findMissingRequiredAnswers(config, responses);
    // Every step is checked again: answers of earlier steps may have been left out (a local save, say).
    const documents = steps.find((item) => item.kind === 'documents');
    const messages: Record<string, string> = {
      ...Object.fromEntries(missingKeys.map((key) => [key, t('applicationForm.required')])),
      ...(documents ? missingOnStep(documents) : {}),
      ...(step ? missingOnStep(step) : {}),
    };
    if (Object.keys(messages).length > 0) {
      showFieldProblems(messages);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const permit = permitTypeOptions.find((option) => option.value === declarations.permitTypeId);
      const changes: CandidateUpdateInput = {
        responses,
        acceptTermAndConditions: declarations.acceptTermAndConditions,
        ...(step?.kind === 'declarations' && step.researchConsent
          ? { acceptResearch: declarations.acceptResearch }
          : {}),
        ...(step?.kind === 'declarations' && step.citizenship
          ? {
              citizen: declarations.citizen === null ? null : declarations.citizen === 'yes',
              permitType: permit ? { id: Number(permit.value), value: permit.label } : null,
              otherPermit: declarations.otherPermit.trim() || null,
            }
          : {}),
      };
      const outcome = await onSubmit(changes);
      if (!outcome.ok) {
        showSaveFailure(outcome, responses);
        return;
      }
      clearDrafts(storage, applicationDraftScope, application.id);
      onSubmitted();
    } catch {
      setProblem({ title: t('applicationForm.saveFailed'), text: t('common:errors.generic'), retry: true });
    } finally {
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    void (step?.kind === 'declarations' ? submit() : saveAndContinue());
  }

  // Steps other than this one that hold a field with a message, so the candidate can go and fix it.
  const stepsWithProblems = [
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

  if (!step) return null;

  return (
    <div className={styles.form}>
      <StepIndicator
        label={t('applicationForm.stepsLabel')}
        steps={steps.map((item, position) => ({ id: item.id, label: stepLabel(item, position) }))}
        currentId={step.id}
        completedLabel={t('applicationForm.stepCompleted')}
      />
      {restored ? <TimedAlert title={t('applicationForm.restored')} /> : null}
      <div>
        <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {stepLabel(step, index)}
        </h2>
        <p className={styles.stepCount}>
          {t('applicationForm.stepOf', { current: index + 1, total: steps.length })}
        </p>
      </div>
      {problem ? (
        <div ref={problemRef} tabIndex={-1} className={styles.problems}>
          <ErrorState
            title={problem.title}
            text={problem.text || undefined}
            retryLabel={problem.retry ? t('common:actions.tryAgain') : undefined}
            onRetry={
              problem.retry
                ? () => void (step.kind === 'declarations' ? submit() : saveAndContinue())
                : undefined
            }
          />
          {stepsWithProblems.length > 0 ? (
            <ul className={styles.problemSteps}>
              {stepsWithProblems.map((position) => {
                const target = steps[position];
                return target ? (
                  <li key={target.id}>
                    <Button variant="secondary" size="small" onClick={() => goTo(position)}>
                      {t('applicationForm.goToStep', { step: stepLabel(target, position) })}
                    </Button>
                  </li>
                ) : null;
              })}
            </ul>
          ) : null}
        </div>
      ) : null}
      {step.kind === 'profile' ? (
        renderProfileStep?.(() => {
          void onSaveStep({ changes: { step: index + 1 }, nextStep: index + 1, maxSteps: steps.length }).then(
            (outcome) =>
              outcome.ok ? goTo(stepScreenIndex(index, 'forward')) : showSaveFailure(outcome, []),
          );
        })
      ) : (
        <form noValidate onSubmit={handleSubmit} className={styles.form} aria-busy={busy}>
          {step.kind === 'section' ? (
            <FormSectionFields
              config={config}
              section={step.section}
              answers={answers}
              errors={errors}
              onChange={(key, value) => setAnswer(step, key, value)}
              lookupOptions={lookupOptions}
              isRequired={(field) => isAnswerRequired(config, step.section.key, field)}
            />
          ) : null}
          {step.kind === 'documents' ? (
            <DocumentsStep
              parts={step.parts}
              config={config}
              files={files}
              uploadedName={uploadedName}
              errors={errors}
              onChoose={(part, file) => {
                setFiles((current) => ({ ...current, [part]: file }));
                setErrors(({ [part]: _cleared, ...rest }) => rest);
              }}
              onReject={(part, message) => setErrors((current) => ({ ...current, [part]: message }))}
            />
          ) : null}
          {step.kind === 'events' ? (
            <EventsStep options={eventOptions} values={events} onChange={changeEvents} />
          ) : null}
          {step.kind === 'declarations' ? (
            <DeclarationsStep
              step={step}
              value={declarations}
              onChange={(next) => {
                changeDeclarations(next);
                setErrors(({ acceptTermAndConditions: _terms, citizen: _citizen, ...rest }) => rest);
              }}
              errors={errors}
              permitTypeOptions={permitTypeOptions}
              citizenshipRequired={isPartRequired(config, 'citizenship')}
            />
          ) : null}
          <div className={styles.actions}>
            {/* Keys keep each button's own click lockout when Back appears beside Next. */}
            {index > 0 ? (
              <Button
                key="back"
                variant="secondary"
                onClick={() => goTo(stepScreenIndex(index, 'backward'))}
                disabled={busy}
              >
                {t('common:actions.back')}
              </Button>
            ) : (
              <span />
            )}
            <Button key="next" type="submit" loading={busy}>
              {step.kind === 'declarations'
                ? t('applicationForm.submit')
                : t('applicationForm.saveAndContinue')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
