import * as styles from '../Field/Field.css.ts';
import type { ChoiceOption, FieldBaseProps } from '../Field/Field.tsx';
import { describedBy, Field, useFieldIds } from '../Field/Field.tsx';

export type DropdownFieldProps = FieldBaseProps & {
  options: readonly ChoiceOption[];
  /** The chosen value, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The label of the first, empty choice, e.g. 'Please select' or 'Any'. */
  emptyChoiceLabel?: string;
  name?: string;
};

/** The dropdown field type of spec §3, on a native select. */
export function DropdownField({
  label,
  helperText,
  error,
  id,
  required,
  disabled,
  options,
  value,
  onChange,
  emptyChoiceLabel,
  name,
}: DropdownFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} helperText={helperText} error={error} required={required}>
      <select
        id={ids.controlId}
        className={styles.select}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { helper: Boolean(helperText), error: Boolean(error) })}
      >
        {emptyChoiceLabel === undefined ? null : <option value="">{emptyChoiceLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
