import type { FormFieldType } from '@shortlist/domain/enums';
import type { BuilderField, BuilderForm, BuilderSection } from './form-model.ts';
import { newUid } from './form-model.ts';

// Changes to the builder's form, each returning a new form: steps and questions added, edited, moved.

const keyLength = 60;

/** 'Why this firm?' -> 'whyThisFirm': a key the schema accepts (a letter first, then letters and digits). */
export function keyFromLabel(label: string, fallback = 'question'): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9\s]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const key = words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('')
    .slice(0, keyLength);
  if (key === '') return fallback;
  return /^[A-Za-z]/.test(key) ? key : `${fallback}${key}`.slice(0, keyLength);
}

const formKeys = (form: BuilderForm, except?: string) =>
  new Set(
    form.sections.flatMap((section) =>
      section.fields.filter((field) => field.uid !== except).map((field) => field.key),
    ),
  );

/** The key made unique across the form: 'email', then 'email2', 'email3'... */
export function uniqueKey(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  let number = 2;
  while (taken.has(`${base}${number}`)) number += 1;
  return `${base}${number}`;
}

export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function addStep(form: BuilderForm, title: string): BuilderForm {
  const taken = new Set(form.sections.map((section) => section.key));
  const key = uniqueKey(keyFromLabel(title, 'step'), taken);
  return { ...form, sections: [...form.sections, { uid: newUid('step'), key, title, fields: [] }] };
}

export function updateStep(form: BuilderForm, uid: string, change: Partial<BuilderSection>): BuilderForm {
  return {
    ...form,
    sections: form.sections.map((section) => (section.uid === uid ? { ...section, ...change } : section)),
  };
}

export function removeStep(form: BuilderForm, uid: string): BuilderForm {
  return { ...form, sections: form.sections.filter((section) => section.uid !== uid) };
}

export function moveStep(form: BuilderForm, from: number, to: number): BuilderForm {
  return { ...form, sections: move(form.sections, from, to) };
}

/** A new question at the end of a step, its key made from its label and unique across the form. */
export function addField(
  form: BuilderForm,
  stepUid: string,
  type: FormFieldType,
  label: string,
): { form: BuilderForm; field: BuilderField } {
  const field: BuilderField = {
    uid: newUid('field'),
    autoKey: true,
    keyLocked: false,
    key: uniqueKey(keyFromLabel(label), formKeys(form)),
    label,
    type,
    required: false,
    visible: true,
    options: [],
    maxLength: null,
    maxWords: null,
    helperText: '',
  };
  const section = form.sections.find((candidate) => candidate.uid === stepUid);
  if (!section) return { form, field };
  return { form: updateStep(form, stepUid, { fields: [...section.fields, field] }), field };
}

/** Edits a question; while its key follows its label, a new label brings a new (unique) key. */
export function updateField(form: BuilderForm, uid: string, change: Partial<BuilderField>): BuilderForm {
  const taken = formKeys(form, uid);
  return {
    ...form,
    sections: form.sections.map((section) => ({
      ...section,
      fields: section.fields.map((field) => {
        if (field.uid !== uid) return field;
        const next = { ...field, ...change };
        if (change.key !== undefined) return { ...next, autoKey: false };
        if (change.label !== undefined && field.autoKey) {
          return { ...next, key: uniqueKey(keyFromLabel(change.label), taken) };
        }
        return next;
      }),
    })),
  };
}

export function removeField(form: BuilderForm, uid: string): BuilderForm {
  return {
    ...form,
    sections: form.sections.map((section) => ({
      ...section,
      fields: section.fields.filter((field) => field.uid !== uid),
    })),
  };
}

export function moveField(form: BuilderForm, stepUid: string, from: number, to: number): BuilderForm {
  const section = form.sections.find((candidate) => candidate.uid === stepUid);
  return section ? updateStep(form, stepUid, { fields: move(section.fields, from, to) }) : form;
}
