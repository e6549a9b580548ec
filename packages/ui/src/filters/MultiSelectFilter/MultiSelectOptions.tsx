import type { Ref } from 'react';
import { Icon } from '../../components/icons/Icon.tsx';
import type { FilterOption } from './filterOptions.ts';
import * as styles from './MultiSelectFilter.css.ts';

export type MultiSelectOptionsProps = {
  id: string;
  labelId: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  activeIndex: number;
  shown: boolean;
  loading: boolean;
  onToggle: (option: FilterOption, index: number) => void;
  listRef: Ref<HTMLDivElement>;
};

/** The id of the option at an index, which the combobox names in aria-activedescendant. */
export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

/** The multi-selectable listbox under the combobox; the combobox keeps focus and handles the keyboard. */
export function MultiSelectOptions({
  id,
  labelId,
  options,
  selected,
  activeIndex,
  shown,
  loading,
  onToggle,
  listRef,
}: MultiSelectOptionsProps) {
  return (
    <div
      ref={listRef}
      id={id}
      role="listbox"
      aria-labelledby={labelId}
      aria-multiselectable="true"
      aria-busy={loading ? true : undefined}
      className={styles.listbox}
      hidden={!shown}
    >
      {shown
        ? options.map((option, index) => {
            const isSelected = selected.includes(option.value);
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard.
              <div
                key={option.value}
                tabIndex={-1}
                id={optionId(id, index)}
                role="option"
                aria-selected={isSelected}
                data-active={index === activeIndex}
                className={styles.option}
                // Keeps focus in the combobox, so typing and arrow keys go on working after a click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onToggle(option, index)}
              >
                <span className={styles.check} aria-hidden="true">
                  {isSelected ? <Icon name="tick" small /> : null}
                </span>
                {option.label}
              </div>
            );
          })
        : null}
    </div>
  );
}
