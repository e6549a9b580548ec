import { Icon } from '../../components/icons/Icon.tsx';
import * as styles from './Pagination.css.ts';

export type PaginationLabels = {
  /** Name of the navigation landmark, e.g. 'Pagination'. */
  navigation: string;
  previous: string;
  next: string;
  /** Accessible name of a page button, e.g. (3) => 'Page 3'. */
  page: (pageNumber: number) => string;
};

export type PaginationProps = {
  /** Zero-based page index, as the API's page objects number them (spec §9: first page 0). */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
  /** Pages shown either side of the current one before a gap. */
  siblings?: number;
};

/** The pages to show: first, last, the current one with its siblings, and null for each gap. */
export function computePageWindow(page: number, totalPages: number, siblings = 1): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let index = 0; index < totalPages; index += 1) {
    const near = Math.abs(index - page) <= siblings;
    if (index === 0 || index === totalPages - 1 || near) pages.push(index);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

export function Pagination({ page, totalPages, onPageChange, labels, siblings = 1 }: PaginationProps) {
  if (totalPages <= 1) return null;
  const window = computePageWindow(page, totalPages, siblings);
  return (
    <nav aria-label={labels.navigation}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.page}
            disabled={page <= 0}
            aria-label={labels.previous}
            onClick={() => onPageChange(page - 1)}
          >
            <Icon name="chevronLeft" small />
          </button>
        </li>
        {window.map((index, position) =>
          index === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
            <li key={`gap-${position}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={index}>
              <button
                type="button"
                className={styles.page}
                aria-label={labels.page(index + 1)}
                aria-current={index === page ? 'page' : undefined}
                onClick={() => onPageChange(index)}
              >
                {index + 1}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.page}
            disabled={page >= totalPages - 1}
            aria-label={labels.next}
            onClick={() => onPageChange(page + 1)}
          >
            <Icon name="chevronRight" small />
          </button>
        </li>
      </ul>
    </nav>
  );
}
