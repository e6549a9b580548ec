import type { ReactNode } from 'react';
import { Icon } from '../../components/icons/Icon.tsx';
import { visuallyHidden } from '../../styles/common.css.ts';
import * as styles from './FilterGroup.css.ts';

export type FilterGroupProps = {
  title: string;
  /** How many filters of the group are in use; the badge shows from 1. */
  activeCount: number;
  /** What the badge means, read in place of the bare number, e.g. (count) => `${count} active`. */
  activeCountLabel: (count: number) => string;
  /** Open when first shown; afterwards the user opens and closes it. */
  defaultOpen?: boolean;
  children: ReactNode;
};

/** A collapsible group of the filter panel (pipeline, role, profile…) on the native details element. */
export function FilterGroup({
  title,
  activeCount,
  activeCountLabel,
  defaultOpen = false,
  children,
}: FilterGroupProps) {
  return (
    <details className={styles.group} open={defaultOpen}>
      <summary className={styles.summary}>
        <span className={styles.chevron}>
          <Icon name="chevronRight" small />
        </span>
        <span className={styles.title}>{title}</span>
        {activeCount > 0 ? (
          <>
            <span className={styles.badge} aria-hidden="true">
              {activeCount}
            </span>
            <span className={visuallyHidden}>{activeCountLabel(activeCount)}</span>
          </>
        ) : null}
      </summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
