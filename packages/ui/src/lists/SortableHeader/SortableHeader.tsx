import { Icon } from '../../components/icons/Icon.tsx';
import * as styles from './SortableHeader.css.ts';

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

export type SortableHeaderProps = {
  label: string;
  /** The column's current sort, or null when the list is sorted by another column. */
  direction: SortDirection | null;
  onSort: (direction: SortDirection) => void;
  /** 'th' inside a native table, 'div' inside an ARIA table (the virtualised candidate list). */
  as?: 'th' | 'div';
  className?: string;
};

/** The direction a click asks for: ascending first, then flipping. */
export function nextSortDirection(direction: SortDirection | null): SortDirection {
  return direction === 'asc' ? 'desc' : 'asc';
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

export function SortableHeader({ label, direction, onSort, as = 'th', className }: SortableHeaderProps) {
  const content = (
    <button type="button" className={styles.button} onClick={() => onSort(nextSortDirection(direction))}>
      {label}
      <Icon
        name={direction === 'asc' ? 'sortAscending' : direction === 'desc' ? 'sortDescending' : 'sortNone'}
        small
      />
    </button>
  );
  const sort = direction === null ? 'none' : ariaSort[direction];
  const classes = className ? `${styles.header} ${className}` : styles.header;
  if (as === 'div') {
    return (
      // biome-ignore lint/a11y/useSemanticElements: inside the ARIA table of the virtualised candidate list.
      // biome-ignore lint/a11y/useFocusableInteractive: the header's button takes focus, not the header.
      <div role="columnheader" aria-sort={sort} className={classes}>
        {content}
      </div>
    );
  }
  return (
    <th scope="col" aria-sort={sort} className={classes}>
      {content}
    </th>
  );
}
