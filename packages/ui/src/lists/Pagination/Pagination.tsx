import type { MouseEvent, ReactNode } from 'react';
import { Icon } from '../../components/icons/Icon.tsx';
import { isPlainClick } from '../plain-click.ts';
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
  /** With scripts, a chosen page is handed here (the app's own navigation). */
  onPageChange: (page: number) => void;
  /**
   * The address of a page (e.g. '?page=2' with the list's other parameters). With it the pages are links,
   * which work before scripts run and open in a new tab; a plain click still calls onPageChange.
   */
  href?: (page: number) => string;
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

type PageControlProps = {
  /** The page this control goes to, or null when there is none (before the first, after the last). */
  target: number | null;
  label: string;
  current?: boolean;
  onPageChange: (page: number) => void;
  href: ((page: number) => string) | undefined;
  children: ReactNode;
};

/** One control of the pagination: a link when the list has addresses per page, else a button. */
function PageControl({ target, label, current = false, onPageChange, href, children }: PageControlProps) {
  if (href === undefined) {
    return (
      <button
        type="button"
        className={styles.page}
        disabled={target === null}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        onClick={() => (target === null ? undefined : onPageChange(target))}
      >
        {children}
      </button>
    );
  }
  if (target === null) {
    // A link with nowhere to go (an <a> without href): out of the tab order, announced as unavailable.
    return (
      // biome-ignore lint/a11y/useValidAnchor: the current edge's link has nowhere to go, so it has no href.
      <a className={styles.page} role="link" aria-disabled="true" aria-label={label}>
        {children}
      </a>
    );
  }
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (target === null || !isPlainClick(event)) return;
    event.preventDefault();
    onPageChange(target);
  }
  return (
    <a
      className={styles.page}
      href={href(target)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={handleClick}
    >
      {children}
    </a>
  );
}

export function Pagination({ page, totalPages, onPageChange, href, labels, siblings = 1 }: PaginationProps) {
  if (totalPages <= 1) return null;
  const window = computePageWindow(page, totalPages, siblings);
  const control = { onPageChange, href };
  return (
    <nav aria-label={labels.navigation}>
      <ul className={styles.list}>
        <li>
          <PageControl target={page > 0 ? page - 1 : null} label={labels.previous} {...control}>
            <Icon name="chevronLeft" small />
          </PageControl>
        </li>
        {window.map((index, position) =>
          index === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
            <li key={`gap-${position}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={index}>
              <PageControl
                target={index}
                label={labels.page(index + 1)}
                current={index === page}
                {...control}
              >
                {index + 1}
              </PageControl>
            </li>
          ),
        )}
        <li>
          <PageControl target={page < totalPages - 1 ? page + 1 : null} label={labels.next} {...control}>
            <Icon name="chevronRight" small />
          </PageControl>
        </li>
      </ul>
    </nav>
  );
}
