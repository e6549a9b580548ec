import type { ChoiceOption, FieldBaseProps } from '../Field/Field.tsx';
import { Field, useFieldIds } from '../Field/Field.tsx';
import * as styles from './OptionsListField.css.ts';

export type OptionsListFieldProps = FieldBaseProps & {
  options: readonly ChoiceOption[];
  values: readonly string[];
  /** Called with the new list of chosen values, in option order. */
  onChange: (values: string[]) => void;
  /** Most options that may be chosen; the rest are disabled once it is reached. */
  maxSelected?: number;
};

/**
 * The options list field type of spec §3.
 * Decision: several answers picked from a longer list shown as toggle chips (a compact checkbox list).
 */
export function OptionsListField({
  label,
  helperText,
  error,
  id,
  required,
  disabled,
  options,
  values,
  onChange,
  maxSelected,
}: OptionsListFieldProps) {
  const ids = useFieldIds(id);
  const full = maxSelected !== undefined && values.length >= maxSelected;
  function toggle(value: string) {
    const next = new Set(values);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    onChange(options.map((option) => option.value).filter((optionValue) => next.has(optionValue)));
  }
  return (
    <Field ids={ids} label={label} group helperText={helperText} error={error} required={required}>
      <ul className={styles.list}>
        {options.map((option) => {
          const chosen = values.includes(option.value);
          return (
            <li key={option.value}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={chosen}
                disabled={disabled || option.disabled || (full && !chosen)}
                onClick={() => toggle(option.value)}
              >
                {option.label}
              </button>
            </li>
          );
        })}
      </ul>
    </Field>
  );
}
