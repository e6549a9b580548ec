import type { FormField, FormSection } from '@shortlist/domain/schemas';
import { isFieldVisible } from '@shortlist/domain/validation';

// The role's application form as the record reply carries it (`form`, untyped on the wire), read into the
// steps the candidate filled in, and the candidate's responses by question key.

export type RecordForm = {
  sections: FormSection[];
  subsections: Readonly<Record<string, boolean | null | undefined>>;
  fields: Readonly<Record<string, boolean | null | undefined>>;
};

/** An answer as stored (§3 Application responses). */
export type StoredAnswer = string | number | boolean | string[] | null;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isField(value: unknown): value is FormField {
  return isObject(value) && typeof value.key === 'string' && typeof value.type === 'string';
}

/** The form, or null when the reply carries none (no role, or a role without a form). */
export function readRecordForm(value: unknown): RecordForm | null {
  if (!isObject(value)) return null;
  const sections = (Array.isArray(value.sections) ? value.sections : []).filter(isObject).map(
    (section, index): FormSection => ({
      key: typeof section.key === 'string' ? section.key : `section-${index}`,
      title: typeof section.title === 'string' ? section.title : null,
      fields: (Array.isArray(section.fields) ? section.fields : []).filter(isField),
    }),
  );
  const flags = (map: unknown) => (isObject(map) ? (map as RecordForm['fields']) : {});
  return { sections, subsections: flags(value.subsections), fields: flags(value.fields) };
}

/**
 * The steps the candidate was shown, with the questions that take an answer. Decision: as in the portal, a
 * section switched off, a field switched off and the info texts (no answer) are left out.
 */
export function answerableSteps(form: RecordForm): { section: FormSection; fields: FormField[] }[] {
  return form.sections
    .filter((section) => form.subsections[section.key] !== false)
    .map((section) => ({
      section,
      fields: section.fields.filter((field) => field.type !== 'info' && isFieldVisible(form, field.key)),
    }))
    .filter((step) => step.fields.length > 0);
}

function isStoredAnswer(value: unknown): value is StoredAnswer {
  return (
    value === null ||
    ['string', 'number', 'boolean'].includes(typeof value) ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'))
  );
}

/** The responses by question key; an entry of an unknown shape is skipped. */
export function readResponses(responses: readonly unknown[]): Map<string, StoredAnswer> {
  const answers = new Map<string, StoredAnswer>();
  for (const entry of responses) {
    if (!isObject(entry) || !isStoredAnswer(entry.response)) continue;
    if (typeof entry.questionId !== 'string' && typeof entry.questionId !== 'number') continue;
    answers.set(String(entry.questionId), entry.response);
  }
  return answers;
}

/** Cover letter and CV are asked for unless switched off; a photo only when switched on (as the portal). */
export function askedDocumentKinds(form: RecordForm): ('CV' | 'COVER' | 'PHOTO')[] {
  const kinds: ('CV' | 'COVER' | 'PHOTO')[] = [];
  if (form.subsections.cv !== false) kinds.push('CV');
  if (form.subsections.cover !== false) kinds.push('COVER');
  if (form.subsections.photo === true) kinds.push('PHOTO');
  return kinds;
}
