import type { UIEvent } from 'react';
import { useCallback, useState } from 'react';

export type RowWindow = {
  /** First rendered row index. */
  start: number;
  /** One past the last rendered row index. */
  end: number;
  /** Space above the first rendered row, in px. */
  offsetBefore: number;
  /** Space below the last rendered row, in px. */
  offsetAfter: number;
};

/** Which rows a scrolled viewport needs, plus `overscan` rows either side so fast scrolling shows no gaps. */
export function computeRowWindow(options: {
  rowCount: number;
  rowHeight: number;
  viewportHeight: number;
  scrollTop: number;
  overscan?: number;
}): RowWindow {
  const { rowCount, rowHeight, viewportHeight, scrollTop, overscan = 5 } = options;
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0, offsetBefore: 0, offsetAfter: 0 };
  const firstVisible = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visibleCount = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.min(rowCount, Math.max(0, firstVisible - overscan));
  const end = Math.min(rowCount, firstVisible + visibleCount + overscan);
  return { start, end, offsetBefore: start * rowHeight, offsetAfter: (rowCount - end) * rowHeight };
}

/** Windowing for a fixed-row-height list: keep the scroll position, render only the rows in view. */
export function useWindowedRows(options: {
  rowCount: number;
  rowHeight: number;
  viewportHeight: number;
  overscan?: number;
}): RowWindow & { onScroll: (event: UIEvent<HTMLElement>) => void } {
  const [scrollTop, setScrollTop] = useState(0);
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop),
    [],
  );
  return { ...computeRowWindow({ ...options, scrollTop }), onScroll };
}
