import { findMissingRequiredAnswers } from '@shortlist/domain/validation';
import type { DocumentFiles } from './application-changes.ts';
import type { Declarations } from './DeclarationsStep.tsx';
import type { FieldMessages } from './field-errors.ts';
import type { Answers, ResponseEntry } from './form-answers.ts';
import { toResponses } from './form-answers.ts';
import type { DocumentPart, FormStep } from './form-steps.ts';
import { documentKindOfPart, isPartRequired, visibleFields } from './form-steps.ts';
import type { ApplicationView } from './role-form.ts';
import { mayAgreeToTerms } from './terms.ts';

// The client's required checks (§5): of one step before it is saved, and of every step before the submit.

/** What the checks read: the application as stored and what the candidate has entered since. */
export type StepValues = {
  readonly application: ApplicationView;
  readonly answers: Answers;
  readonly files: DocumentFiles;
  readonly declarations: Declarations;
};

/** The messages the checks give, already translated. */
export type RequiredMessages = { readonly required: string; readonly termsRequired: string };

/** The name of the document of a part already stored, or null. */
export function storedDocumentName(application: ApplicationView, part: DocumentPart): string | null {
  return (
    application.documents.find((document) => document.kind === documentKindOfPart[part])?.fileName ?? null
  );
}

/** Required answers of one step that are still missing, as field messages. */
export function missingOnStep(item: FormStep, values: StepValues, messages: RequiredMessages): FieldMessages {
  const { application, answers, files, declarations } = values;
  const config = application.role?.formConfiguration ?? null;
  if (item.kind === 'section') {
    const responses = toResponses(visibleFields(config, item.section), answers);
    const missing = findMissingRequiredAnswers({ ...config, sections: [item.section] }, responses);
    return Object.fromEntries(missing.map((key) => [key, messages.required]));
  }
  if (item.kind === 'documents') {
    const missing = item.parts.filter(
      (part) =>
        isPartRequired(config, part) && !files[part] && storedDocumentName(application, part) === null,
    );
    return Object.fromEntries(missing.map((part) => [part, messages.required]));
  }
  if (item.kind === 'declarations') {
    const found: Record<string, string> = {};
    if (
      !mayAgreeToTerms({
        roleId: application.role?.id ?? null,
        ticked: declarations.acceptTermAndConditions,
        acceptRare: application.acceptRare,
      })
    ) {
      found.acceptTermAndConditions = messages.termsRequired;
    }
    if (item.citizenship && declarations.citizen === null && isPartRequired(config, 'citizenship')) {
      found.citizen = messages.required;
    }
    return found;
  }
  return {};
}

/** Required answers still missing anywhere on the form, checked before the submit. */
export function missingBeforeSubmit(
  steps: readonly FormStep[],
  current: FormStep | undefined,
  responses: readonly ResponseEntry[],
  values: StepValues,
  messages: RequiredMessages,
): FieldMessages {
  const config = values.application.role?.formConfiguration ?? null;
  const missingKeys = findMissingRequiredAnswers(config, responses);
  // Every step is checked again: answers of earlier steps may have been left out (a local save, say).
  const documents = steps.find((item) => item.kind === 'documents');
  return {
    ...Object.fromEntries(missingKeys.map((key) => [key, messages.required])),
    ...(documents ? missingOnStep(documents, values, messages) : {}),
    ...(current ? missingOnStep(current, values, messages) : {}),
  };
}
