import * as styles from '../Field/Field.css.ts';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { describedBy, Field, formatCount, useFieldIds } from '../Field/Field.tsx';

export const textFieldTypes = [
  'text',
  'email',
  'tel',
  'url',
  'password',
  'number',
  'datetime-local',
] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export type TextFieldProps = FieldBaseProps & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: TextFieldType;
  /** Character limit; shows a counter and stops typing at the limit. */
  maxLength?: number;
  formatCounter?: (used: number, limit: number) => string;
  name?: string;
  autoComplete?: string;
  placeholder?: string;
};

export function TextField({
  label,
  helperText,
  error,
  id,
  required,
  disabled,
  value,
  onChange,
  onBlur,
  type = 'text',
  maxLength,
  formatCounter = formatCount,
  name,
  autoComplete,
  placeholder,
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const counter = maxLength === undefined ? null : formatCounter([...value].length, maxLength);
  return (
    <Field
      ids={ids}
      label={label}
      helperText={helperText}
      error={error}
      required={required}
      counter={counter}
    >
      <input
        id={ids.controlId}
        className={styles.input}
        type={type}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        maxLength={maxLength}
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, {
          helper: Boolean(helperText),
          counter: counter !== null,
          error: Boolean(error),
        })}
      />
    </Field>
  );
}
