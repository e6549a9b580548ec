import type { ReactNode } from 'react';
import * as styles from './EmptyState.css.ts';

export type EmptyStateProps = {
  title: string;
  text?: string;
  /** e.g. a Button to create the first item. */
  action?: ReactNode;
  /** Heading level that fits the page outline. */
  headingLevel?: 2 | 3;
};

/** What a list shows when it has nothing yet. */
export function EmptyState({ title, text, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.state}>
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action}
    </div>
  );
}
