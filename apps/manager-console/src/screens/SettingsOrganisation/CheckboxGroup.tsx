import * as styles from './SettingsOrganisation.css.ts';

/** A fieldset of checkboxes choosing some of a fixed set (tests, stages). */
export function CheckboxGroup<Value extends string | number>({
  legend,
  help,
  options,
  selected,
  error,
  onChange,
}: {
  legend: string;
  help?: string;
  options: readonly { value: Value; label: string }[];
  selected: readonly Value[];
  error?: string | undefined;
  onChange: (selected: Value[]) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {help ? <p className={styles.help}>{help}</p> : null}
      <div className={styles.checkboxes}>
        {options.map((option) => (
          <label key={option.value} className={styles.checkbox}>
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? options
                        .map((item) => item.value)
                        .filter((value) => value === option.value || selected.includes(value))
                    : selected.filter((value) => value !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? <p className={styles.error}>{error}</p> : null}
    </fieldset>
  );
}
