import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import * as styles from './SettingsMetrics.css.ts';

/** A table cell holding one control and, under it, the field message that control is described by. */
export function MetricCell({
  id,
  error,
  hintId,
  children,
}: {
  id: string;
  error: string | undefined;
  hintId?: string | undefined;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}) {
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <td className={styles.cell}>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <span id={errorId} className={styles.cellError}>
          {error}
        </span>
      ) : null}
    </td>
  );
}
