import type { ReactNode } from 'react';
import * as styles from '../Field/Field.css.ts';
import type { ChoiceOption, FieldBaseProps } from '../Field/Field.tsx';
import { Field, useFieldIds } from '../Field/Field.tsx';

export type SingleOptionFieldProps = FieldBaseProps & {
  options: readonly ChoiceOption[];
  /** The chosen value, or null for none. */
  value: string | null;
  onChange: (value: string) => void;
  name?: string;
  /** Shown after the options (e.g. the 'please specify' input of a custom answer). */
  after?: ReactNode;
};

/** The single option field type of spec §3: one answer from a short list, as radio buttons. */
export function SingleOptionField({
  label,
  helperText,
  error,
  id,
  required,
  disabled,
  options,
  value,
  onChange,
  name,
  after,
}: SingleOptionFieldProps) {
  const ids = useFieldIds(id);
  const groupName = name ?? ids.controlId;
  return (
    <Field ids={ids} label={label} group helperText={helperText} error={error} required={required}>
      <div className={styles.choiceList}>
        {options.map((option, index) => {
          const optionId = `${ids.controlId}-${index}`;
          return (
            <label key={option.value} className={styles.choice} htmlFor={optionId}>
              <input
                id={optionId}
                className={styles.choiceInput}
                type="radio"
                name={groupName}
                value={option.value}
                checked={value === option.value}
                required={required}
                disabled={disabled || option.disabled}
                onChange={() => onChange(option.value)}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      {after}
    </Field>
  );
}
