import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { RemovableChip } from '../RemovableChip/RemovableChip.tsx';
import type { FilterOption } from './filterOptions.ts';
import { filterOptions } from './filterOptions.ts';
import * as styles from './MultiSelectFilter.css.ts';
import { MultiSelectOptions, optionId } from './MultiSelectOptions.tsx';

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
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // Options fetched per term come and go; a chip keeps the label its option had when last seen.
  const knownLabels = useRef(new Map<string, string>());
  for (const option of options) knownLabels.current.set(option.value, option.label);
  const labelOf = (value: string) => knownLabels.current.get(value) ?? value;

  const visible = onSearch ? [...options] : filterOptions(options, term);
  const listShown = open && visible.length > 0;
  const activeIndex = listShown && active < visible.length ? active : -1;
  const activeOption = activeIndex >= 0 ? visible[activeIndex] : undefined;
  const message = !open ? '' : loading ? (loadingText ?? '') : visible.length === 0 ? noMatchesText : '';

  useEffect(() => {
    if (activeIndex < 0) return;
    const option = listRef.current?.querySelector(`[id="${optionId(listboxId, activeIndex)}"]`);
    // jsdom has no scrollIntoView; browsers keep the active option in the scrolled list's view.
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, listboxId]);

  function toggle(option: FilterOption) {
    onChange(
      selected.includes(option.value)
        ? selected.filter((value) => value !== option.value)
        : [...selected, option.value],
    );
  }

  function remove(value: string) {
    onChange(selected.filter((chosen) => chosen !== value));
  }

  function changeTerm(next: string) {
    setTerm(next);
    onSearch?.(next);
  }

  function moveActive(step: 1 | -1) {
    if (!open) {
      setOpen(true);
      setActive(step === 1 ? 0 : visible.length - 1);
      return;
    }
    setActive((index) => (step === 1 ? Math.min(index + 1, visible.length - 1) : Math.max(index - 1, 0)));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if ((event.key === 'Enter' || event.key === ' ') && activeOption) {
      // Space types a space until an option is active, so terms of several words still work.
      event.preventDefault();
      toggle(activeOption);
    } else if (event.key === 'Escape') {
      if (open) {
        // Closes only the list, not a dialog or panel the filter sits in.
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (term !== '') {
        changeTerm('');
      }
    } else if (event.key === 'Backspace' && term === '' && selected.length > 0) {
      event.preventDefault();
      remove(selected[selected.length - 1] as string);
    }
  }

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
                  onRemove={() => {
                    remove(value);
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
            onChange={(event) => {
              changeTerm(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onClick={() => setOpen(true)}
            onKeyDown={handleKeyDown}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
            }}
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
            onToggle={(option, index) => {
              setActive(index);
              toggle(option);
            }}
          />
          <div role="status" className={styles.message}>
            {message}
          </div>
        </div>
      </div>
    </div>
  );
}
