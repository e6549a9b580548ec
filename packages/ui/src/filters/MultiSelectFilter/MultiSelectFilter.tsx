import { useId, useRef } from 'react';
import { RemovableChip } from '../RemovableChip/RemovableChip.tsx';
import type { FilterOption } from './filterOptions.ts';
import * as styles from './MultiSelectFilter.css.ts';
import { MultiSelectOptions, optionId } from './MultiSelectOptions.tsx';
import { useMultiSelectCombobox } from './useMultiSelectCombobox.ts';

export type { FilterOption } from './filterOptions.ts';

export type MultiSelectFilterProps = {
  label: string;
  options: readonly FilterOption[];
  /** Values of the chosen options, in the order they were chosen. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  placeholder?: string;
  /**
   * Called with the typed term; the caller loads matching options (and debounces). With it, `options` are
   * shown as given; without it, the kit keeps the options whose label contains the term.
   */
  onSearch?: (term: string) => void;
  /** Options are being loaded for the typed term. */
  loading?: boolean;
  /** Announced while loading, e.g. 'Loading…'. */
  loadingText?: string;
  /** Shown when no option matches, e.g. 'No matches'. */
  noMatchesText: string;
  /** Accessible name of a chip's remove button, e.g. (label) => `Remove ${label}`. */
  removeLabel: (optionLabel: string) => string;
  id?: string;
  disabled?: boolean;
};

/** A multi-select with type-ahead: the ARIA combobox pattern over a multi-selectable listbox, chips for the chosen. */
export function MultiSelectFilter({
  label,
  options,
  selected,
  onChange,
  placeholder,
  onSearch,
  loading = false,
  loadingText,
  noMatchesText,
  removeLabel,
  id,
  disabled = false,
}: MultiSelectFilterProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = `${inputId}-label`;
  const listboxId = `${inputId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const combobox = useMultiSelectCombobox({ options, selected, onChange, onSearch, listboxId, listRef });
  const { term, visible, open, listShown, activeIndex } = combobox;
  const message = !open ? '' : loading ? (loadingText ?? '') : visible.length === 0 ? noMatchesText : '';

  // Options fetched per term come and go; a chip keeps the label its option had when last seen.
  const knownLabels = useRef(new Map<string, string>());
  for (const option of options) knownLabels.current.set(option.value, option.label);
  const labelOf = (value: string) => knownLabels.current.get(value) ?? value;

  return (
    <div className={styles.field}>
      <label id={labelId} htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.anchor}>
        <div className={styles.control}>
          {selected.length > 0 ? (
            <ul className={styles.chips}>
              {selected.map((value) => (
                <RemovableChip
                  key={value}
                  label={labelOf(value)}
                  removeLabel={removeLabel(labelOf(value))}
                  disabled={disabled}
                  onRemove={() => {
                    combobox.remove(value);
                    // The pressed button goes away with its chip; the text box takes the focus.
                    inputRef.current?.focus();
                  }}
                />
              ))}
            </ul>
          ) : null}
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={listboxId}
            aria-activedescendant={activeIndex >= 0 ? optionId(listboxId, activeIndex) : undefined}
            placeholder={selected.length === 0 ? placeholder : undefined}
            disabled={disabled}
            value={term}
            {...combobox.inputHandlers}
          />
        </div>
        <div className={styles.popover}>
          <MultiSelectOptions
            id={listboxId}
            labelId={labelId}
            options={visible}
            selected={selected}
            activeIndex={activeIndex}
            shown={listShown}
            loading={loading}
            listRef={listRef}
            onToggle={combobox.toggleAt}
          />
          <div role="status" className={styles.message}>
            {message}
          </div>
        </div>
      </div>
    </div>
  );
}
