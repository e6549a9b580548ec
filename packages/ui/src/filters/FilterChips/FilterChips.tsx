import { useEffect, useRef } from 'react';
import { RemovableChip } from '../RemovableChip/RemovableChip.tsx';
import * as styles from './FilterChips.css.ts';

export type FilterChip = { id: string; label: string };

export type FilterChipsProps = {
  /** The list's accessible name, e.g. 'Active filters'. */
  label: string;
  chips: readonly FilterChip[];
  onRemove: (id: string) => void;
  onClearAll: () => void;
  clearAllLabel: string;
  /** Accessible name of a chip's remove button, e.g. (label) => `Remove ${label}`. */
  removeLabel: (chipLabel: string) => string;
};

/**
 * The active filters as a row of removable chips and a clear-all button; nothing while no filter is active.
 * After a removal the focus moves to the chip that took the removed one's place.
 */
export function FilterChips({
  label,
  chips,
  onRemove,
  onClearAll,
  clearAllLabel,
  removeLabel,
}: FilterChipsProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemoval = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null || chips.length === 0) return;
    focusAfterRemoval.current = null;
    const next = chips[Math.min(index, chips.length - 1)];
    if (next) buttons.current.get(next.id)?.focus();
  }, [chips]);

  if (chips.length === 0) return null;
  return (
    <div className={styles.bar}>
      <ul className={styles.list} aria-label={label}>
        {chips.map((chip, index) => (
          <RemovableChip
            key={chip.id}
            label={chip.label}
            removeLabel={removeLabel(chip.label)}
            buttonRef={(button) => {
              if (button) buttons.current.set(chip.id, button);
              else buttons.current.delete(chip.id);
            }}
            onRemove={() => {
              focusAfterRemoval.current = index;
              onRemove(chip.id);
            }}
          />
        ))}
      </ul>
      <button type="button" className={styles.clearAll} onClick={onClearAll}>
        {clearAllLabel}
      </button>
    </div>
  );
}
