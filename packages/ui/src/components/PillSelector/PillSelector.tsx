import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import * as styles from './PillSelector.css.ts';

export type PillOption = { value: string; label: string };

/** The yes/no pair of spec §2; the labels arrive translated. */
export function createYesNoOptions(labels: { yes: string; no: string }): PillOption[] {
  return [
    { value: 'YES', label: labels.yes },
    { value: 'NO', label: labels.no },
  ];
}

export type PillSelectorProps = {
  label: string;
  options: readonly PillOption[];
  value: string | null;
  /** Called with the chosen value, or null when the chosen option is clicked again. */
  onChange: (value: string | null) => void;
  error?: string;
  /** Spec §2: the error shows only when error display is forced (after a submit attempt). */
  forceErrorDisplay?: boolean;
  disabled?: boolean;
};

export function PillSelector({
  label,
  options,
  value,
  onChange,
  error,
  forceErrorDisplay = false,
  disabled = false,
}: PillSelectorProps) {
  const errorId = useId();
  const showError = forceErrorDisplay && Boolean(error);

  function choose(optionValue: string) {
    onChange(optionValue === value ? null : optionValue);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, optionValue: string) {
    if (event.key !== 'Enter') return;
    // Handled here so Enter toggles exactly once, whatever the browser does with Enter on a button.
    event.preventDefault();
    choose(optionValue);
  }

  return (
    <fieldset className={styles.fieldset} aria-describedby={showError ? errorId : undefined}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.option}
            aria-pressed={option.value === value}
            disabled={disabled}
            onClick={() => choose(option.value)}
            onKeyDown={(event) => handleKeyDown(event, option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {showError ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
