import * as styles from './Switch.css.ts';

export type SwitchProps = {
  id?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A switch needs a name: pass aria-labelledby (preferred) or aria-label. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
};

/** An on/off switch (WAI-ARIA switch pattern) built on a native button, so Space and Enter work. */
export function Switch({ id, checked, onCheckedChange, disabled = false, ...aria }: SwitchProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      className={styles.track}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      {...aria}
    >
      <span className={styles.thumb} />
    </button>
  );
}
