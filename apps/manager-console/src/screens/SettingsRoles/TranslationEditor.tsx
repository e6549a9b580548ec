import { useTranslation } from 'react-i18next';
import * as styles from './builder.css.ts';
import { TextInput } from './EditorField.tsx';
import type { BuilderForm } from './form-model.ts';
import { isOptionType } from './form-model.ts';
import type { FieldTexts, LanguageTexts } from './form-translations.ts';

type TranslationEditorProps = {
  form: BuilderForm;
  texts: LanguageTexts;
  baseLanguage: string;
  onStep: (uid: string, title: string) => void;
  onField: (uid: string, change: FieldTexts) => void;
};

/** The form's texts in one language: the same steps and questions, each text beside its original. */
export function TranslationEditor({ form, texts, baseLanguage, onStep, onField }: TranslationEditorProps) {
  const { t } = useTranslation('manager');
  const original = (text: string | null | undefined) =>
    text ? t('settings.builder.baseText', { language: baseLanguage, text }) : undefined;
  return (
    <ol className={styles.steps}>
      {form.sections.map((step, index) => (
        <li key={step.uid}>
          <section
            className={styles.step}
            aria-label={t('settings.builder.step.label', { number: index + 1, title: step.title })}
          >
            <TextInput
              label={t('settings.builder.step.title')}
              help={original(step.title)}
              value={texts.steps[step.uid] ?? ''}
              onChange={(event) => onStep(step.uid, event.target.value)}
            />
            <ul className={styles.fields}>
              {step.fields.map((field) => {
                const own = texts.fields[field.uid] ?? {};
                return (
                  <li key={field.uid} className={styles.field}>
                    <div className={styles.editor}>
                      <TextInput
                        label={t('settings.builder.field.label')}
                        help={original(field.label)}
                        value={own.label ?? ''}
                        onChange={(event) => onField(field.uid, { label: event.target.value })}
                      />
                      <TextInput
                        label={t('settings.builder.field.helperText')}
                        help={original(field.helperText)}
                        value={own.helperText ?? ''}
                        onChange={(event) => onField(field.uid, { helperText: event.target.value })}
                      />
                      {isOptionType(field.type)
                        ? field.options.map((option, optionIndex) => (
                            <TextInput
                              key={option.value}
                              label={t('settings.builder.options.label', { number: optionIndex + 1 })}
                              help={original(option.label)}
                              value={own.options?.[option.value] ?? ''}
                              onChange={(event) =>
                                onField(field.uid, { options: { [option.value]: event.target.value } })
                              }
                            />
                          ))
                        : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        </li>
      ))}
    </ol>
  );
}
