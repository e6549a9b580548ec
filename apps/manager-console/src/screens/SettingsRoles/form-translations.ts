import type { FormConfiguration } from '@shortlist/domain/schemas';
import type { BuilderForm } from './form-model.ts';
import { writeForm } from './form-model.ts';

// Per-language texts of the form (§3 jsonConfigurations): the same steps and keys, translated texts.
// The builder keeps them by step and question id so renaming a key or reordering keeps the translations.

export type FieldTexts = { label?: string; helperText?: string; options?: Record<string, string> };
export type LanguageTexts = { steps: Record<string, string>; fields: Record<string, FieldTexts> };
export type Translations = Record<string, LanguageTexts>;

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const list = (value: unknown) => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Reads template.jsonConfigurations against the form: texts of keys the form no longer has are dropped. */
export function readTranslations(jsonConfigurations: unknown, form: BuilderForm): Translations {
  if (!isObject(jsonConfigurations)) return {};
  const stepUid = new Map(form.sections.map((section) => [section.key, section.uid]));
  const fieldUid = new Map(form.sections.flatMap((s) => s.fields.map((field) => [field.key, field.uid])));
  const result: Translations = {};
  for (const [code, configuration] of Object.entries(jsonConfigurations)) {
    if (!isObject(configuration)) continue;
    const texts: LanguageTexts = { steps: {}, fields: {} };
    for (const section of list(configuration.sections)) {
      const uid = stepUid.get(String(section.key));
      const title = text(section.title);
      if (uid && title) texts.steps[uid] = title;
      for (const field of list(section.fields)) {
        const id = fieldUid.get(String(field.key));
        if (!id) continue;
        const options = Object.fromEntries(
          list(field.options).flatMap((option) => {
            const label = text(option.label);
            return label ? [[String(option.value), label]] : [];
          }),
        );
        texts.fields[id] = { label: text(field.label), helperText: text(field.helperText), options };
      }
    }
    result[code] = texts;
  }
  return result;
}

/** jsonConfigurations to send: per language the whole form, its texts translated where a translation exists. */
export function writeTranslations(
  form: BuilderForm,
  translations: Translations,
): Record<string, FormConfiguration> {
  const base = writeForm(form);
  return Object.fromEntries(
    Object.entries(translations).map(([code, texts]) => [
      code,
      {
        ...base,
        sections: (base.sections ?? []).map((section, sectionIndex) => {
          const step = form.sections[sectionIndex];
          return {
            ...section,
            title: (step && texts.steps[step.uid]) || section.title,
            fields: section.fields.map((field, fieldIndex) => {
              const own = step ? texts.fields[step.fields[fieldIndex]?.uid ?? ''] : undefined;
              return {
                ...field,
                label: own?.label || field.label,
                helperText: own?.helperText || field.helperText,
                ...(field.options
                  ? {
                      options: field.options.map((o) => ({
                        ...o,
                        label: own?.options?.[o.value] || o.label,
                      })),
                    }
                  : {}),
              };
            }),
          };
        }),
      },
    ]),
  );
}

/** One text of one language changed. */
export function setFieldText(
  translations: Translations,
  code: string,
  uid: string,
  change: FieldTexts,
): Translations {
  const texts = translations[code] ?? { steps: {}, fields: {} };
  const field = texts.fields[uid] ?? {};
  const options = change.options ? { ...field.options, ...change.options } : field.options;
  return {
    ...translations,
    [code]: { ...texts, fields: { ...texts.fields, [uid]: { ...field, ...change, options } } },
  };
}

export function setStepText(
  translations: Translations,
  code: string,
  uid: string,
  title: string,
): Translations {
  const texts = translations[code] ?? { steps: {}, fields: {} };
  return { ...translations, [code]: { ...texts, steps: { ...texts.steps, [uid]: title } } };
}
