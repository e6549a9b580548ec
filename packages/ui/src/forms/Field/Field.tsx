import type { ReactNode } from 'react';
import { useId } from 'react';
import * as styles from './Field.css.ts';

/** Props every labelled form field takes; all texts arrive translated. */
export type FieldBaseProps = {
  label: string;
  /** Shown under the label, e.g. 'Optional' (spec §9). */
  helperText?: string;
  /** Shown under the control; marks the control invalid. */
  error?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
};

export type FieldIds = {
  controlId: string;
  helperId: string;
  errorId: string;
  counterId: string;
};

/** Stable ids for a field's control, helper text, error and counter. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return {
    controlId,
    helperId: `${controlId}-helper`,
    errorId: `${controlId}-error`,
    counterId: `${controlId}-counter`,
  };
}

/** The aria-describedby value naming whichever of helper, counter and error are shown. */
export function describedBy(
  ids: FieldIds,
  shown: { helper?: boolean; counter?: boolean; error?: boolean },
): string | undefined {
  const parts = [
    shown.helper ? ids.helperId : null,
    shown.counter ? ids.counterId : null,
    shown.error ? ids.errorId : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** The default counter text: '12 / 100'. */
export function formatCount(used: number, limit: number): string {
  return `${used} / ${limit}`;
}

/** A field component hands its own optional texts straight through, set or not. */
export type FieldProps = {
  label: string;
  helperText?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  ids: FieldIds;
  /** Counter text under the control (characters, words or text messages). */
  counter?: string | null;
  counterOver?: boolean;
  /** Render a fieldset with a legend (groups of checkboxes or radios) instead of a label. */
  group?: boolean;
  /** The control spans the column (a textarea); otherwise the counter ends where a 300 px input ends. */
  wide?: boolean;
  children: ReactNode;
};

/** Label, helper text, control, counter and error, wired together by id. */
export function Field({
  label,
  helperText,
  error,
  required,
  ids,
  counter,
  counterOver,
  group,
  wide,
  children,
}: FieldProps) {
  const labelContent = (
    <>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
  const details = (
    <>
      {helperText ? (
        <p id={ids.helperId} className={styles.helper}>
          {helperText}
        </p>
      ) : null}
      {children}
      {counter || error ? (
        <div className={wide ? styles.footer : `${styles.footer} ${styles.footerOfInput}`}>
          {error ? (
            <p id={ids.errorId} className={styles.error}>
              {error}
            </p>
          ) : null}
          {counter ? (
            <p
              id={ids.counterId}
              className={counterOver ? `${styles.counter} ${styles.counterOver}` : styles.counter}
            >
              {counter}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
  if (group) {
    return (
      <fieldset
        className={styles.field}
        aria-describedby={describedBy(ids, { helper: Boolean(helperText), error: Boolean(error) })}
      >
        <legend className={styles.label}>{labelContent}</legend>
        {details}
      </fieldset>
    );
  }
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={ids.controlId}>
        {labelContent}
      </label>
      {details}
    </div>
  );
}

/** One choice of a checkbox list, radio group, dropdown or options list. */
export type ChoiceOption = { value: string; label: string; disabled?: boolean };
