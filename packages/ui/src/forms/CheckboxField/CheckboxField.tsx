import * as styles from '../Field/Field.css.ts';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { describedBy, useFieldIds } from '../Field/Field.tsx';

export type CheckboxFieldProps = FieldBaseProps & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
};

/** The checkbox field type of spec §3 (e.g. accepting terms). */
export function CheckboxField({
  label,
  helperText,
  error,
  id,
  required,
  disabled,
  checked,
  onChange,
  name,
}: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={styles.field}>
      <label className={styles.choice} htmlFor={ids.controlId}>
        <input
          id={ids.controlId}
          className={styles.choiceInput}
          type="checkbox"
          name={name}
          checked={checked}
          required={required}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { helper: Boolean(helperText), error: Boolean(error) })}
        />
        <span>{label}</span>
      </label>
      {helperText ? (
        <p id={ids.helperId} className={styles.helper}>
          {helperText}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
