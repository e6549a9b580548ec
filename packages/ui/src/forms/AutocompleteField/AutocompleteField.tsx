import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import * as fieldStyles from '../Field/Field.css.ts';
import type { ChoiceOption, FieldBaseProps } from '../Field/Field.tsx';
import { describedBy, Field, useFieldIds } from '../Field/Field.tsx';
import * as styles from './AutocompleteField.css.ts';

export type AutocompleteFieldProps = FieldBaseProps & {
  options: readonly ChoiceOption[];
  /** The chosen option's value, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Called as the user types, so the app can load matching options from the server. */
  onInputChange?: (query: string) => void;
  /** Shown in the list when nothing matches, e.g. 'No matches'. */
  noResultsText: string;
  /** Filter the options by the typed text here; turn off when the app filters on the server. */
  filterLocally?: boolean;
  maxSuggestions?: number;
  placeholder?: string;
};

function matches(option: ChoiceOption, query: string): boolean {
  return option.label.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
}

/** The autocomplete field type of spec §3: a text input suggesting options (WAI-ARIA combobox pattern). */
export function AutocompleteField({
  label,
  helperText,
  error,
  id,
  required,
  disabled,
  options,
  value,
  onChange,
  onInputChange,
  noResultsText,
  filterLocally = true,
  maxSuggestions = 10,
  placeholder,
}: AutocompleteFieldProps) {
  const ids = useFieldIds(id);
  const listboxId = `${ids.controlId}-listbox`;
  const chosenLabel = options.find((option) => option.value === value)?.label ?? '';
  const [query, setQuery] = useState(chosenLabel);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const suggestions = (filterLocally ? options.filter((option) => matches(option, query)) : options).slice(
    0,
    maxSuggestions,
  );
  const activeOption = open ? suggestions[active] : undefined;

  function choose(option: ChoiceOption) {
    setQuery(option.label);
    setOpen(false);
    setActive(-1);
    onChange(option.value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, suggestions.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <Field ids={ids} label={label} helperText={helperText} error={error} required={required}>
      <div className={styles.wrapper}>
        <input
          id={ids.controlId}
          className={fieldStyles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? `${listboxId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { helper: Boolean(helperText), error: Boolean(error) })}
          value={query}
          required={required}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(event) => {
            const next = event.target.value;
            setQuery(next);
            setOpen(true);
            setActive(-1);
            onInputChange?.(next);
            if (next.trim() === '' && value !== null) onChange(null);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => setOpen(false)}
        />
        {open ? (
          <div id={listboxId} role="listbox" aria-label={label} className={styles.listbox}>
            {suggestions.length === 0 ? (
              <div
                className={styles.empty}
                role="option"
                tabIndex={-1}
                aria-disabled="true"
                aria-selected="false"
              >
                {noResultsText}
              </div>
            ) : (
              suggestions.map((option, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard.
                <div
                  key={option.value}
                  tabIndex={-1}
                  id={`${listboxId}-${index}`}
                  role="option"
                  aria-selected={option.value === value}
                  data-active={index === active}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  {option.label}
                </div>
              ))
            )}
          </div>
        ) : null}
      </div>
    </Field>
  );
}
