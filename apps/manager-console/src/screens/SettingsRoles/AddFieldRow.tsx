import type { FormFieldType } from '@shortlist/domain/enums';
import { formFieldTypes } from '@shortlist/domain/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryToolButton } from '../../app/controls.css.ts';
import * as styles from './builder.css.ts';
import { SelectInput, TextInput } from './EditorField.tsx';

/** Type and wording of a new question; Enter adds it and leaves the cursor here for the next one. */
export function AddFieldRow({
  stepName,
  onAdd,
}: {
  stepName: string;
  onAdd: (type: FormFieldType, label: string) => void;
}) {
  const { t } = useTranslation('manager');
  const [type, setType] = useState<FormFieldType>('text');
  const [label, setLabel] = useState('');
  return (
    <form
      className={styles.addRow}
      aria-label={`${t('settings.builder.field.addTitle')}: ${stepName}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (label.trim() === '') return;
        onAdd(type, label.trim());
        setLabel('');
      }}
    >
      <SelectInput
        label={t('settings.builder.field.type')}
        value={type}
        onChange={(event) => setType(event.target.value as FormFieldType)}
      >
        {formFieldTypes.map((value) => (
          <option key={value} value={value}>
            {t(`settings.builder.types.${value}`)}
          </option>
        ))}
      </SelectInput>
      <TextInput
        className={styles.addLabel}
        label={t('settings.builder.field.label')}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
      />
      <button type="submit" className={primaryToolButton} disabled={label.trim() === ''}>
        {t('settings.builder.field.add')}
      </button>
    </form>
  );
}
