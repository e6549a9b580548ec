import type { CandidateUpdateInput, FieldError } from '@shortlist/domain/schemas';
import type { ChoiceOption } from '@shortlist/ui';
import type { Declarations } from './DeclarationsStep.tsx';
import type { Answers, ResponseEntry } from './form-answers.ts';
import { toResponses } from './form-answers.ts';
import type { DocumentPart, FormStep } from './form-steps.ts';
import { visibleFields, visibleSections } from './form-steps.ts';
import { readFileAsDataUrl } from './read-file.ts';
import type { RoleFormConfiguration } from './role-form.ts';

// What the form sends (one step's save under the §5 rule, or the final submit) and what either answers.

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

/** Files chosen on the documents step, uploaded when the step is saved. */
export type DocumentFiles = Partial<Record<DocumentPart, File>>;

/** The responses of one section step's visible questions. */
export function stepResponses(config: RoleFormConfiguration | null, step: FormStep, answers: Answers) {
  return step.kind === 'section' ? toResponses(visibleFields(config, step.section), answers) : [];
}

/** The responses of every visible section, as the submit sends them. */
export function sectionResponses(config: RoleFormConfiguration | null, answers: Answers): ResponseEntry[] {
  return visibleSections(config).flatMap((section) => toResponses(visibleFields(config, section), answers));
}

/** The chosen files as the candidate body carries them (base64 data URLs). */
export async function documentChanges(files: DocumentFiles): Promise<CandidateUpdateInput> {
  const changes: CandidateUpdateInput = {};
  if (files.cv) changes.cv_base64 = await readFileAsDataUrl(files.cv);
  if (files.cover) changes.cover_base64 = await readFileAsDataUrl(files.cover);
  if (files.photo) changes.photo_base64 = await readFileAsDataUrl(files.photo);
  return changes;
}

/** The submit's body: every response and the terms, with the consents the declarations step asked for. */
export function submitChanges(
  step: FormStep | undefined,
  responses: ResponseEntry[],
  declarations: Declarations,
  permitTypeOptions: readonly ChoiceOption[],
): CandidateUpdateInput {
  const permit = permitTypeOptions.find((option) => option.value === declarations.permitTypeId);
  return {
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
}
