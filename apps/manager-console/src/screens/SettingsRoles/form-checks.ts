import type { BuilderForm } from './form-model.ts';
import { isOptionType, isTextType } from './form-model.ts';

// The domain's form rules (schemas/role.ts) checked as the user builds, so problems show before saving.
// A problem is placed by target: '<question id>.<part>' or '<step id>.<part>'.

export type FormProblem =
  | 'duplicateKey'
  | 'keyFormat'
  | 'labelRequired'
  | 'optionsRequired'
  | 'optionLabel'
  | 'stepEmpty'
  | 'limit';
export type FormProblems = Record<string, FormProblem>;

const keyPattern = /^[A-Za-z][A-Za-z0-9_.-]*$/;
const isLimit = (value: number | null | undefined) =>
  value == null || (Number.isInteger(value) && value >= 1);

export function checkForm(form: BuilderForm): FormProblems {
  const problems: FormProblems = {};
  const seen = new Set<string>();
  for (const section of form.sections) {
    if (section.fields.length === 0) problems[`${section.uid}.fields`] = 'stepEmpty';
    for (const field of section.fields) {
      if (!keyPattern.test(field.key)) problems[`${field.uid}.key`] = 'keyFormat';
      else if (seen.has(field.key)) problems[`${field.uid}.key`] = 'duplicateKey';
      seen.add(field.key);
      if (field.label.trim() === '') problems[`${field.uid}.label`] = 'labelRequired';
      if (isOptionType(field.type)) {
        if (field.options.length === 0) problems[`${field.uid}.options`] = 'optionsRequired';
        else if (field.options.some((option) => option.label.trim() === '' || option.value.trim() === '')) {
          problems[`${field.uid}.options`] = 'optionLabel';
        }
      }
      if (isTextType(field.type) && !(isLimit(field.maxLength) && isLimit(field.maxWords))) {
        problems[`${field.uid}.limit`] = 'limit';
      }
    }
  }
  return problems;
}

const formPath =
  /^(?:formConfiguration|template\.jsonConfigurations\.[^.]+)\.sections\.(\d+)(?:\.(\w+)(?:\.(\d+)(?:\.(\w+))?)?)?/;
const partOf = (part: string | undefined) => (part === 'maxLength' || part === 'maxWords' ? 'limit' : part);

/**
 * Where a server field message belongs: the API names the form by index (formConfiguration.sections.0
 * .fields.2.key); the indices are those of the form as it was sent. Null when it names no step or question.
 */
export function targetOfPath(path: string, sent: BuilderForm): string | null {
  const match = formPath.exec(path);
  if (!match) return null;
  const section = sent.sections[Number(match[1])];
  if (!section) return null;
  if (match[2] !== 'fields' || match[3] === undefined) return `${section.uid}.${match[2] ?? 'fields'}`;
  const field = section.fields[Number(match[3])];
  return field ? `${field.uid}.${partOf(match[4]) ?? 'label'}` : `${section.uid}.fields`;
}
