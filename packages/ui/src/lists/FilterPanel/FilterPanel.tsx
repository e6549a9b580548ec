import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { useId } from 'react';
import * as buttonStyles from '../../components/Button/Button.css.ts';
import { Button } from '../../components/Button/Button.tsx';
import { Icon } from '../../components/icons/Icon.tsx';
import { isPlainClick } from '../plain-click.ts';
import * as styles from './FilterPanel.css.ts';

export type FilterPanelProps = {
  title: string;
  /** e.g. '3 filters applied'. */
  summary?: string;
  /**
   * On screens narrower than md, where the panel sits above its list, it folds behind a toggle with this text
   * (e.g. 'Filter roles (2)'); from md it shows open. Without it the panel never folds.
   */
  foldLabel?: string;
  /** The filter controls (form fields of the kit); give them names so the form submits without scripts. */
  children: ReactNode;
  applyLabel: string;
  clearLabel: string;
  onApply: () => void;
  onClear: () => void;
  /**
   * The address of the list without filters: Clear is then a link to it, so it works before scripts run;
   * with scripts a plain click calls onClear instead.
   */
  clearHref?: string;
};

const clearLinkClass = `${buttonStyles.base} ${buttonStyles.variant.text} ${buttonStyles.size.medium}`;

/**
 * The frame of a search filter panel: title, filter slot, apply and clear. It is a GET form: without scripts
 * submitting loads the list's address with the named fields as its query; with scripts onApply takes over.
 */
export function FilterPanel({
  title,
  summary,
  foldLabel,
  children,
  applyLabel,
  clearLabel,
  onApply,
  onClear,
  clearHref,
}: FilterPanelProps) {
  const titleId = useId();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply();
  }
  function handleClearLink(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onClear();
  }
  const form = (
    <form className={styles.panel} method="get" aria-labelledby={titleId} onSubmit={handleSubmit}>
      <div className={foldLabel === undefined ? styles.header : `${styles.header} ${styles.foldedHeader}`}>
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
        {clearHref === undefined ? (
          <Button variant="text" size="medium" lockoutMs={0} onClick={onClear}>
            {clearLabel}
          </Button>
        ) : (
          <a className={clearLinkClass} href={clearHref} onClick={handleClearLink}>
            {clearLabel}
          </a>
        )}
      </div>
    </form>
  );
  if (foldLabel === undefined) return form;
  // A native disclosure folds the panel with no script at all, so the server-rendered page folds too.
  return (
    <details className={styles.fold}>
      <summary className={styles.foldToggle}>
        <span>{foldLabel}</span>
        <span className={styles.foldIcon}>
          <Icon name="chevronDown" />
        </span>
      </summary>
      {form}
    </details>
  );
}
