import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import * as styles from './FilterFieldset.css.ts';

export type FilterFieldsetProps = {
  /** The filter's name, read as the group's name. */
  label: string;
  /** Shown under the inputs and read with each input that names errorId in aria-describedby. */
  error?: string | undefined;
  errorId: string;
  children: ReactNode;
};

/** The id a filter's inputs name in aria-describedby while it shows an error. */
export function useFilterErrorId(): string {
  return `${useId()}-error`;
}

/** The aria-describedby and aria-invalid of an input of a filter that may show an error. */
export function errorAttributes(
  errorId: string,
  error: string | undefined,
): { 'aria-describedby'?: string; 'aria-invalid'?: true } {
  return error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
}

/** A filter of several inputs (from and to, postcode and miles): a named group with one error line. */
export function FilterFieldset({ label, error, errorId, children }: FilterFieldsetProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.row}>{children}</div>
      {/* Always in the page, so screen readers announce an error as it appears. */}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </fieldset>
  );
}

export type FilterInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: string;
  wide?: boolean;
};

/** One labelled input of a filter fieldset. */
export function FilterInput({ label, wide = false, ...inputProps }: FilterInputProps) {
  return (
    <label className={wide ? `${styles.part} ${styles.partWide}` : styles.part}>
      <span className={styles.partLabel}>{label}</span>
      <input className={styles.input} {...inputProps} />
    </label>
  );
}
