import type { FormFieldType } from '@shortlist/domain/enums';
import { formFieldTypes } from '@shortlist/domain/enums';
import type { FormConfiguration, FormField } from '@shortlist/domain/schemas';
import { optionFieldTypes, textFieldTypes } from '@shortlist/domain/schemas';

// The form builder's own picture of formConfiguration: every step and question carries a stable id for
// drag and drop and error placement; `autoKey` marks a new question whose key still follows its label.

export type BuilderOption = { label: string; value: string };
export type BuilderField = Omit<FormField, 'options'> & {
  uid: string;
  autoKey: boolean;
  /** Candidates have answered the role's form: the question's key stays so their answers stay with it. */
  keyLocked: boolean;
  visible: boolean;
  options: BuilderOption[];
};
export type BuilderSection = { uid: string; key: string; title: string; fields: BuilderField[] };
/** The form: its steps, and the rest of the configuration (hr, subsections, menus, text) kept as it came. */
export type BuilderForm = {
  sections: BuilderSection[];
  rest: Omit<FormConfiguration, 'sections'>;
  /** Keys the form's questions had when read: their old flags go when a question is renamed or removed. */
  ownKeys: string[];
};

let counter = 0;
export const newUid = (prefix: string) => `${prefix}-${++counter}`;

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asLimit = (value: unknown) => (typeof value === 'number' ? value : null);
const isFieldType = (value: unknown): value is FormFieldType =>
  (formFieldTypes as readonly unknown[]).includes(value);

function readField(value: unknown, flags: FormConfiguration, keyLocked: boolean): BuilderField | null {
  if (!isObject(value) || !isFieldType(value.type)) return null;
  const key = asText(value.key);
  const options = Array.isArray(value.options) ? value.options.filter(isObject) : [];
  return {
    uid: newUid('field'),
    autoKey: false,
    keyLocked,
    key,
    label: asText(value.label),
    type: value.type,
    required: flags.required?.[key] ?? value.required === true,
    visible: flags.fields?.[key] !== false,
    options: options.map((option) => ({ label: asText(option.label), value: asText(option.value) })),
    maxLength: asLimit(value.maxLength),
    maxWords: asLimit(value.maxWords),
    helperText: asText(value.helperText),
  };
}

/** Reads a role's or template's formConfiguration, whatever shape it has, into the builder. */
export function readForm(configuration: unknown, { answered = false } = {}): BuilderForm {
  const config = (isObject(configuration) ? configuration : {}) as FormConfiguration & Loose;
  const { sections, ...rest } = config;
  const read = (Array.isArray(sections) ? sections : []).filter(isObject).map((section) => ({
    uid: newUid('step'),
    key: asText(section.key),
    title: asText(section.title),
    fields: (Array.isArray(section.fields) ? section.fields : [])
      .map((field) => readField(field, config, answered))
      .filter((field): field is BuilderField => field !== null),
  }));
  return {
    rest,
    sections: read,
    ownKeys: read.flatMap((section) => section.fields.map((field) => field.key)),
  };
}

/** The visible and required flags of the form's own questions; flags of built-in parts are kept as they came. */
function flagMaps(form: BuilderForm) {
  const fields = form.sections.flatMap((section) => section.fields);
  const own = new Set([...form.ownKeys, ...fields.map((field) => field.key)]);
  const keep = (map: Record<string, boolean | null> | null | undefined) =>
    Object.fromEntries(Object.entries(map ?? {}).filter(([key]) => !own.has(key)));
  const visible = keep(form.rest.fields);
  const required = keep(form.rest.required);
  for (const field of fields) {
    if (!field.visible) visible[field.key] = false;
    if (field.required) required[field.key] = true;
  }
  return { fields: visible, required };
}

export const isOptionType = (type: FormFieldType) => (optionFieldTypes as readonly string[]).includes(type);
export const isTextType = (type: FormFieldType) => (textFieldTypes as readonly string[]).includes(type);

/** The formConfiguration to send: the steps in order, ids and builder marks left out. */
export function writeForm(form: BuilderForm): FormConfiguration {
  return {
    ...form.rest,
    ...flagMaps(form),
    sections: form.sections.map((section) => ({
      key: section.key,
      ...(section.title.trim() ? { title: section.title.trim() } : {}),
      fields: section.fields.map(
        ({ uid, autoKey, keyLocked, visible, options, maxLength, maxWords, ...field }) => ({
          ...field,
          required: field.required === true,
          helperText: field.helperText || null,
          ...(isOptionType(field.type) ? { options } : {}),
          ...(isTextType(field.type) ? { maxLength, maxWords } : {}),
        }),
      ),
    })),
  };
}
