import { useEffect, useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './EditConflict.css.ts';

export type EditConflictProps = {
  title: string;
  /** What happened and what each choice does (the API's 409 message, or the app's own words). */
  text: string;
  reloadLabel: string;
  overwriteLabel: string;
  /** Throws away this editor's changes and shows what the other person saved. */
  onReload: () => void;
  /** Saves this editor's changes over the other person's. */
  onOverwrite: () => void;
  /** While the overwrite is being saved. */
  overwriting?: boolean;
};

/**
 * Someone else saved the record this editor started from (a 409 `stale_version`): the editor keeps the
 * person's changes and offers to reload or overwrite. Announced as an alert; the reload button takes the focus,
 * so the choice is one key away, and the safer choice is the one Enter picks.
 */
export function EditConflict({
  title,
  text,
  reloadLabel,
  overwriteLabel,
  onReload,
  onOverwrite,
  overwriting = false,
}: EditConflictProps) {
  const reload = useRef<HTMLDivElement>(null);
  useEffect(() => {
    reload.current?.querySelector('button')?.focus();
  }, []);
  return (
    <div className={styles.conflict} role="alert">
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <div ref={reload}>
          <Button variant="primary" lockoutMs={0} onClick={onReload}>
            {reloadLabel}
          </Button>
        </div>
        <Button variant="secondary" loading={overwriting} onClick={onOverwrite}>
          {overwriteLabel}
        </Button>
      </div>
    </div>
  );
}
