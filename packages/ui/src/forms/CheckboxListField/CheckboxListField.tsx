import * as styles from '../Field/Field.css.ts';
import type { ChoiceOption, FieldBaseProps } from '../Field/Field.tsx';
import { Field, useFieldIds } from '../Field/Field.tsx';

export type CheckboxListFieldProps = FieldBaseProps & {
  options: readonly ChoiceOption[];
  values: readonly string[];
  /** Called with the new list of checked values, in option order. */
  onChange: (values: string[]) => void;
  name?: string;
};

/** The checkbox list field type of spec §3: several answers from a list. */
export function CheckboxListField({
  label,
  helperText,
  error,
  id,
  required,
  disabled,
  options,
  values,
  onChange,
  name,
}: CheckboxListFieldProps) {
  const ids = useFieldIds(id);
  function toggle(value: string, checked: boolean) {
    const next = new Set(values);
    if (checked) next.add(value);
    else next.delete(value);
    onChange(options.map((option) => option.value).filter((optionValue) => next.has(optionValue)));
  }
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
                type="checkbox"
                name={name}
                value={option.value}
                checked={values.includes(option.value)}
                disabled={disabled || option.disabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
    </Field>
  );
}
