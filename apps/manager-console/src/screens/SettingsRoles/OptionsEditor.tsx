import { useTranslation } from 'react-i18next';
import { toolButton } from '../../app/controls.css.ts';
import * as styles from './builder.css.ts';
import { TextInput } from './EditorField.tsx';
import type { BuilderOption } from './form-model.ts';

type OptionsEditorProps = {
  options: BuilderOption[];
  error?: string | undefined;
  onChange: (options: BuilderOption[]) => void;
};

/** The answers a candidate picks from: a label each and the value stored, which follows the label until changed. */
export function OptionsEditor({ options, error, onChange }: OptionsEditorProps) {
  const { t } = useTranslation('manager');
  const change = (index: number, next: Partial<BuilderOption>) =>
    onChange(options.map((option, at) => (at === index ? { ...option, ...next } : option)));
  function add() {
    onChange([...options, { label: '', value: '' }]);
    requestAnimationFrame(() => {
      const inputs = document.querySelectorAll<HTMLInputElement>('[data-option-label]');
      inputs[inputs.length - 1]?.focus();
    });
  }
  return (
    <fieldset className={styles.options}>
      <legend className={styles.legend}>{t('settings.builder.options.legend')}</legend>
      {options.length === 0 ? <p className={styles.empty}>{t('settings.builder.options.none')}</p> : null}
      {options.map((option, index) => (
        <div key={index} className={styles.optionRow}>
          <TextInput
            label={t('settings.builder.options.label', { number: index + 1 })}
            value={option.label}
            data-option-label=""
            onChange={(event) =>
              change(index, {
                label: event.target.value,
                ...(option.value === option.label ? { value: event.target.value } : {}),
              })
            }
          />
          <TextInput
            label={t('settings.builder.options.value', { number: index + 1 })}
            value={option.value}
            onChange={(event) => change(index, { value: event.target.value })}
          />
          <button
            type="button"
            className={toolButton}
            onClick={() => onChange(options.filter((_, at) => at !== index))}
          >
            {t('settings.builder.options.remove', { number: index + 1 })}
          </button>
        </div>
      ))}
      {error ? <p className={styles.error}>{error}</p> : null}
      <div>
        <button type="button" className={toolButton} onClick={add}>
          {t('settings.builder.options.add')}
        </button>
      </div>
    </fieldset>
  );
}
