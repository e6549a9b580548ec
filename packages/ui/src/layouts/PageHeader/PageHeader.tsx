import type { ReactNode } from 'react';
import * as styles from './PageHeader.css.ts';

export type PageHeaderProps = {
  title: string;
  subtitle?: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
};

/** The page's h1 at the page-title size, with optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
