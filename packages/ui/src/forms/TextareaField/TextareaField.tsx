import { countWords } from '@shortlist/domain/validation';
import type { ReactNode } from 'react';
import * as styles from '../Field/Field.css.ts';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { describedBy, Field, formatCount, useFieldIds } from '../Field/Field.tsx';

export type CounterUnit = 'characters' | 'words';

export type TextareaFieldProps = FieldBaseProps & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Character limit: typing stops at it. */
  maxLength?: number;
  /** Word limit (spec §5: punctuation is not a word); the counter turns red past it. */
  maxWords?: number;
  /** Counter text, e.g. (120, 250, 'words') => '120 of 250 words'. Default '120 / 250'. */
  formatCounter?: (used: number, limit: number, unit: CounterUnit) => string;
  rows?: number;
  name?: string;
  /** Extra controls under the textarea (e.g. an export button). */
  actions?: ReactNode;
  /** Overrides the counter (e.g. text messages); null shows none. */
  counterOverride?: { text: string | null; over: boolean };
};

export function TextareaField({
  label,
  helperText,
  error,
  id,
  required,
  disabled,
  value,
  onChange,
  onBlur,
  maxLength,
  maxWords,
  formatCounter = (used, limit) => formatCount(used, limit),
  rows = 5,
  name,
  actions,
  counterOverride,
}: TextareaFieldProps) {
  const ids = useFieldIds(id);
  let counter: string | null = null;
  let over = false;
  if (counterOverride) {
    counter = counterOverride.text;
    over = counterOverride.over;
  } else if (maxWords !== undefined) {
    const words = countWords(value);
    counter = formatCounter(words, maxWords, 'words');
    over = words > maxWords;
  } else if (maxLength !== undefined) {
    counter = formatCounter([...value].length, maxLength, 'characters');
  }
  return (
    <Field
      ids={ids}
      label={label}
      helperText={helperText}
      error={error}
      required={required}
      counter={counter}
      counterOver={over}
      wide
    >
      <textarea
        id={ids.controlId}
        className={styles.textarea}
        name={name}
        rows={rows}
        value={value}
        maxLength={maxLength}
        required={required}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={describedBy(ids, {
          helper: Boolean(helperText),
          counter: counter !== null,
          error: Boolean(error),
        })}
      />
      {actions}
    </Field>
  );
}
