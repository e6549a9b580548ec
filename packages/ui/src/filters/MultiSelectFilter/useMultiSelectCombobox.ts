import type { ChangeEvent, KeyboardEvent, RefObject } from 'react';
import { useEffect, useState } from 'react';
import type { FilterOption } from './filterOptions.ts';
import { filterOptions } from './filterOptions.ts';
import { optionId } from './MultiSelectOptions.tsx';

type ComboboxInput = {
  options: readonly FilterOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  onSearch: ((term: string) => void) | undefined;
  listboxId: string;
  listRef: RefObject<HTMLDivElement | null>;
};

/** The term, open list and active option of the multi-select combobox, and the keys that drive them. */
export function useMultiSelectCombobox({
  options,
  selected,
  onChange,
  onSearch,
  listboxId,
  listRef,
}: ComboboxInput) {
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const visible = onSearch ? [...options] : filterOptions(options, term);
  const listShown = open && visible.length > 0;
  const activeIndex = listShown && active < visible.length ? active : -1;
  const activeOption = activeIndex >= 0 ? visible[activeIndex] : undefined;

  useEffect(() => {
    if (activeIndex < 0) return;
    const option = listRef.current?.querySelector(`[id="${optionId(listboxId, activeIndex)}"]`);
    // jsdom has no scrollIntoView; browsers keep the active option in the scrolled list's view.
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, listboxId, listRef]);

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

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function moveActive(step: 1 | -1) {
    if (!open) {
      setOpen(true);
      setActive(step === 1 ? 0 : visible.length - 1);
      return;
    }
    setActive((index) => (step === 1 ? Math.min(index + 1, visible.length - 1) : Math.max(index - 1, 0)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
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
        close();
      } else if (term !== '') {
        changeTerm('');
      }
    } else if (event.key === 'Backspace' && term === '' && selected.length > 0) {
      event.preventDefault();
      remove(selected[selected.length - 1] as string);
    }
  }

  return {
    term,
    visible,
    open,
    listShown,
    activeIndex,
    remove,
    toggleAt(option: FilterOption, index: number) {
      setActive(index);
      toggle(option);
    },
    inputHandlers: {
      onChange(event: ChangeEvent<HTMLInputElement>) {
        changeTerm(event.target.value);
        setOpen(true);
        setActive(-1);
      },
      onClick: () => setOpen(true),
      onKeyDown,
      onBlur: close,
    },
  };
}
