import * as styles from '../Field/Field.css.ts';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { describedBy, Field, useFieldIds } from '../Field/Field.tsx';

export type DateFieldProps = FieldBaseProps & {
  /** ISO date, yyyy-mm-dd, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  name?: string;
};

/** The date field type of spec §3, on the browser's own date input. */
export function DateField({
  label,
  helperText,
  error,
  id,
  required,
  disabled,
  value,
  onChange,
  min,
  max,
  name,
}: DateFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} helperText={helperText} error={error} required={required}>
      <input
        id={ids.controlId}
        className={styles.input}
        type="date"
        name={name}
        value={value}
        min={min}
        max={max}
        required={required}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { helper: Boolean(helperText), error: Boolean(error) })}
      />
    </Field>
  );
}
