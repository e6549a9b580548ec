import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl, toolButton } from '../../app/controls.css.ts';
import { toLocale } from '../../app/format.ts';
import { ConfirmDialog } from '../Settings/ConfirmDialog.tsx';
import { SortableList } from '../Settings/SortableList.tsx';
import * as styles from './builder.css.ts';
import * as edit from './form-edit.ts';
import type { BuilderForm, BuilderSection } from './form-model.ts';
import type { Translations } from './form-translations.ts';
import { setFieldText, setStepText } from './form-translations.ts';
import { StepCard } from './StepCard.tsx';
import { TranslationEditor } from './TranslationEditor.tsx';
import { useBuilderSortWords } from './use-builder-sort-words.ts';

type FormBuilderProps = {
  form: BuilderForm;
  onForm: (form: BuilderForm) => void;
  translations: Translations;
  onTranslations: (translations: Translations) => void;
  /** The organisation's extra languages (codes); the builder offers a switch when there are any. */
  languages: string[];
  errorOf: (target: string) => string | undefined;
};

/** The application form builder: steps and their questions, reordered by drag and drop or buttons. */
export function FormBuilder({
  form,
  onForm,
  translations,
  onTranslations,
  languages,
  errorOf,
}: FormBuilderProps) {
  const { t, i18n } = useTranslation('manager');
  const sortWords = useBuilderSortWords();
  const id = useId();
  const [language, setLanguage] = useState('');
  const [removing, setRemoving] = useState<BuilderSection | null>(null);
  const names = new Intl.DisplayNames([toLocale(i18n.language)], { type: 'language' });
  const languageName = (code: string) => names.of(code) ?? code;
  const base = languageName(i18n.language || 'en');

  function addStep() {
    const next = edit.addStep(form, t('settings.builder.newStepTitle', { number: form.sections.length + 1 }));
    onForm(next);
    const added = next.sections[next.sections.length - 1];
    requestAnimationFrame(() =>
      document.getElementById(`${added?.uid}-title`)?.querySelector('input')?.focus(),
    );
  }
  function removeStep(step: BuilderSection) {
    if (step.fields.length === 0) onForm(edit.removeStep(form, step.uid));
    else setRemoving(step);
  }

  return (
    <div className={styles.builder}>
      {languages.length > 0 ? (
        <div className={styles.header}>
          <label htmlFor={id} className={styles.legend}>
            {t('settings.builder.language')}
          </label>
          <select
            id={id}
            className={compactControl}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
          >
            <option value="">{base}</option>
            {languages.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {language ? (
        <>
          <p className={styles.empty}>
            {t('settings.builder.languageHint', { language: languageName(language), base })}
          </p>
          <TranslationEditor
            form={form}
            texts={translations[language] ?? { steps: {}, fields: {} }}
            baseLanguage={base}
            onStep={(uid, title) => onTranslations(setStepText(translations, language, uid, title))}
            onField={(uid, change) => onTranslations(setFieldText(translations, language, uid, change))}
          />
        </>
      ) : (
        <>
          <p className={styles.empty}>{t('settings.builder.intro')}</p>
          {form.sections.length === 0 ? (
            <p className={styles.empty}>{t('settings.builder.noSteps')}</p>
          ) : null}
          <SortableList
            announce={sortWords}
            className={styles.steps}
            items={form.sections}
            idOf={(step) => step.uid}
            nameOf={(step) => step.title || step.key}
            onMove={(from, to) => onForm(edit.moveStep(form, from, to))}
            renderItem={(step, index, handle) => (
              <div id={`${step.uid}-title`}>
                <StepCard
                  step={step}
                  index={index}
                  count={form.sections.length}
                  handle={handle}
                  errorOf={errorOf}
                  onRename={(title) => onForm(edit.updateStep(form, step.uid, { title }))}
                  onMove={(from, to) => onForm(edit.moveStep(form, from, to))}
                  onRemove={() => removeStep(step)}
                  onAddField={(type, label) => onForm(edit.addField(form, step.uid, type, label).form)}
                  onChangeField={(uid, change) => onForm(edit.updateField(form, uid, change))}
                  onMoveField={(from, to) => onForm(edit.moveField(form, step.uid, from, to))}
                  onRemoveField={(uid) => onForm(edit.removeField(form, uid))}
                />
              </div>
            )}
          />
          <div>
            <button type="button" className={toolButton} onClick={addStep}>
              {t('settings.builder.addStep')}
            </button>
          </div>
        </>
      )}
      {removing ? (
        <ConfirmDialog
          title={t('settings.builder.step.remove')}
          text={t('settings.builder.step.removeConfirm', {
            title: removing.title || removing.key,
            count: removing.fields.length,
          })}
          confirmLabel={t('settings.builder.step.remove')}
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            onForm(edit.removeStep(form, removing.uid));
            setRemoving(null);
          }}
        />
      ) : null}
    </div>
  );
}
