import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import * as styles from './FilterPanel.css.ts';

export type FilterPanelProps = {
  title: string;
  /** e.g. '3 filters applied'. */
  summary?: string;
  /** The filter controls (form fields of the kit). */
  children: ReactNode;
  applyLabel: string;
  clearLabel: string;
  onApply: () => void;
  onClear: () => void;
};

/** The frame of a search filter panel: title, filter slot, apply and clear. */
export function FilterPanel({
  title,
  summary,
  children,
  applyLabel,
  clearLabel,
  onApply,
  onClear,
}: FilterPanelProps) {
  const titleId = useId();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply();
  }
  return (
    <form className={styles.panel} aria-labelledby={titleId} onSubmit={handleSubmit}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {summary ? <span className={styles.count}>{summary}</span> : null}
      </div>
      <div className={styles.body}>{children}</div>
      <div className={styles.footer}>
        <Button type="submit" size="medium">
          {applyLabel}
        </Button>
        <Button variant="text" size="medium" lockoutMs={0} onClick={onClear}>
          {clearLabel}
        </Button>
      </div>
    </form>
  );
}
