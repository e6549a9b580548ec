import type { Ref } from 'react';
import { Icon } from '../../components/icons/Icon.tsx';
import * as styles from './RemovableChip.css.ts';

export type RemovableChipProps = {
  label: string;
  /** The remove button's accessible name, e.g. 'Remove Leeds'. */
  removeLabel: string;
  onRemove: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  disabled?: boolean;
};

/** A list item showing a chosen value with a button that removes it. */
export function RemovableChip({
  label,
  removeLabel,
  onRemove,
  buttonRef,
  disabled = false,
}: RemovableChipProps) {
  return (
    <li className={styles.chip}>
      <span className={styles.text}>{label}</span>
      <button
        ref={buttonRef}
        type="button"
        className={styles.remove}
        aria-label={removeLabel}
        disabled={disabled}
        onClick={onRemove}
      >
        <Icon name="close" small />
      </button>
    </li>
  );
}
