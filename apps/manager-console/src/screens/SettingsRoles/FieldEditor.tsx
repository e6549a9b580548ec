import { formFieldTypes } from '@shortlist/domain/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './builder.css.ts';
import { SelectInput, SwitchInput, TextInput } from './EditorField.tsx';
import type { BuilderField } from './form-model.ts';
import { isOptionType, isTextType } from './form-model.ts';
import { OptionsEditor } from './OptionsEditor.tsx';

type FieldEditorProps = {
  field: BuilderField;
  errorOf: (part: string) => string | undefined;
  onChange: (change: Partial<BuilderField>) => void;
};

type Limit = 'none' | 'characters' | 'words';
const limitOf = (field: BuilderField): Limit =>
  field.maxWords != null ? 'words' : field.maxLength != null ? 'characters' : 'none';
const toNumber = (value: string) => (value === '' ? null : Number(value));

/** One question's settings: type, wording, key, help, switches, options or a length limit by type. */
export function FieldEditor({ field, errorOf, onChange }: FieldEditorProps) {
  const { t } = useTranslation('manager');
  // The kind is the user's choice even before a number is typed, so it is kept here.
  const [limit, setLimit] = useState<Limit>(() => limitOf(field));
  return (
    <div className={styles.editor}>
      <TextInput
        label={t('settings.builder.field.label')}
        value={field.label}
        error={errorOf('label')}
        onChange={(event) => onChange({ label: event.target.value })}
      />
      <SelectInput
        label={t('settings.builder.field.type')}
        value={field.type}
        error={errorOf('type')}
        onChange={(event) => onChange({ type: event.target.value as BuilderField['type'] })}
      >
        {formFieldTypes.map((type) => (
          <option key={type} value={type}>
            {t(`settings.builder.types.${type}`)}
          </option>
        ))}
      </SelectInput>
      <TextInput
        label={t('settings.builder.field.helperText')}
        value={field.helperText ?? ''}
        error={errorOf('helperText')}
        onChange={(event) => onChange({ helperText: event.target.value })}
      />
      <TextInput
        label={t('settings.builder.field.key')}
        help={t(field.keyLocked ? 'settings.builder.field.keyLocked' : 'settings.builder.field.keyHelp')}
        readOnly={field.keyLocked}
        value={field.key}
        error={errorOf('key')}
        spellCheck={false}
        onChange={(event) => onChange({ key: event.target.value.trim() })}
      />
      <SwitchInput
        label={t('settings.builder.field.required')}
        checked={field.required === true}
        disabled={field.type === 'info'}
        onChange={(required) => onChange({ required })}
      />
      <SwitchInput
        label={t('settings.builder.field.visible')}
        checked={field.visible}
        onChange={(visible) => onChange({ visible })}
      />
      {isTextType(field.type) ? (
        <div className={`${styles.limitRow} ${styles.wide}`}>
          <SelectInput
            label={t('settings.builder.field.limit')}
            value={limit}
            onChange={(event) => {
              const next = event.target.value as Limit;
              setLimit(next);
              const value = field.maxLength ?? field.maxWords ?? null;
              onChange({
                maxLength: next === 'characters' ? value : null,
                maxWords: next === 'words' ? value : null,
              });
            }}
          >
            <option value="none">{t('settings.builder.field.limitNone')}</option>
            <option value="characters">{t('settings.builder.field.limitCharacters')}</option>
            <option value="words">{t('settings.builder.field.limitWords')}</option>
          </SelectInput>
          {limit !== 'none' ? (
            <TextInput
              type="number"
              min={1}
              label={t('settings.builder.field.limitValue')}
              value={(limit === 'words' ? field.maxWords : field.maxLength) ?? ''}
              error={errorOf('limit')}
              onChange={(event) =>
                onChange(
                  limit === 'words'
                    ? { maxWords: toNumber(event.target.value) }
                    : { maxLength: toNumber(event.target.value) },
                )
              }
            />
          ) : null}
        </div>
      ) : null}
      {isOptionType(field.type) ? (
        <div className={styles.wide}>
          <OptionsEditor
            options={field.options}
            error={errorOf('options')}
            onChange={(options) => onChange({ options })}
          />
        </div>
      ) : null}
    </div>
  );
}
