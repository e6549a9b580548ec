import { useEffect, useState } from 'react';
import type { Declarations } from './DeclarationsStep.tsx';
import { emptyDeclarations } from './DeclarationsStep.tsx';
import type { DraftStorage } from './draft-storage.ts';
import { clearDraft, clearDrafts, draftKey, readDraft, writeDraft } from './draft-storage.ts';
import type { Answers, AnswerValue } from './form-answers.ts';
import { answersFromResponses } from './form-answers.ts';
import type { FormStep } from './form-steps.ts';
import type { ApplicationView } from './role-form.ts';

// What the candidate enters on the form (answers, declarations, events), each step's part kept in the
// browser as it is typed and forgotten once the server has it (see draft-storage).

/** Where the drafts of application forms are kept (see draft-storage). */
export const applicationDraftScope = 'application';

type SectionDraft = { readonly answers: Answers };
type DeclarationsDraft = { readonly declarations: Declarations };
type EventsDraft = { readonly events: string[] };

function initialDeclarations(application: ApplicationView): Declarations {
  return {
    ...emptyDeclarations,
    acceptTermAndConditions: application.acceptTermAndConditions === true,
    acceptResearch: application.acceptResearch === true,
  };
}

export type ApplicationDrafts = {
  /** True when the form opened with a draft this browser still held. */
  readonly restored: boolean;
  readonly answers: Answers;
  readonly setAnswer: (item: FormStep, key: string, value: AnswerValue) => void;
  readonly declarations: Declarations;
  readonly changeDeclarations: (next: Declarations) => void;
  readonly events: string[];
  readonly changeEvents: (next: string[]) => void;
  /** Forgets one step's draft, once the server holds what it kept. */
  readonly clearStepDraft: (id: string) => void;
  /** Forgets every step's draft, once the application is submitted. */
  readonly clearAllDrafts: () => void;
};

/** The candidate's entries on an application form, restored from and kept in the browser's drafts. */
export function useApplicationDrafts(
  application: ApplicationView,
  steps: readonly FormStep[],
  storage: DraftStorage | null,
): ApplicationDrafts {
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

  // Read once, when the form opens.
  useEffect(() => {
    setRestored(steps.some((item) => storage !== null && readDraft(storage, keyOf(item.id)) !== null));
  }, []);

  function setAnswer(item: FormStep, key: string, value: AnswerValue) {
    const next = { ...answers, [key]: value };
    setAnswers(next);
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

  return {
    restored,
    answers,
    setAnswer,
    declarations,
    changeDeclarations,
    events,
    changeEvents,
    clearStepDraft: (id) => clearDraft(storage, keyOf(id)),
    clearAllDrafts: () => clearDrafts(storage, applicationDraftScope, application.id),
  };
}
