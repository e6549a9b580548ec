import * as styles from './Screening.css.ts';

/** The key of a button's shortcut, shown on it; the button's aria-keyshortcuts tells assistive technology. */
export function ShortcutKey({ letter }: { letter: string }) {
  return (
    <span className={styles.kbd} aria-hidden="true">
      {letter}
    </span>
  );
}
