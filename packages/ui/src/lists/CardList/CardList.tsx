import type { ReactNode } from 'react';
import * as styles from './CardList.css.ts';

export type CardListProps = {
  /** Name of the list for assistive technology, e.g. 'Open roles'. */
  label: string;
  /** `CardListItem`s. */
  children: ReactNode;
};

/** A list of cards, one per role, event or application. */
export function CardList({ label, children }: CardListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

export type CardListItemProps = {
  /** The card's heading: a name, or a link to the item. */
  title: ReactNode;
  /** Heading level that fits the page outline. */
  headingLevel?: 2 | 3;
  /** Facts, status and actions under the heading. */
  children?: ReactNode;
};

/** One bordered card of a `CardList`, headed by its item's name. */
export function CardListItem({ title, headingLevel = 2, children }: CardListItemProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.card}>
      <Heading className={styles.title}>{title}</Heading>
      {children}
    </li>
  );
}
