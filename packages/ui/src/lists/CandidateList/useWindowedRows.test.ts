import { describe, expect, it } from 'vitest';
import { computeRowWindow } from './useWindowedRows.ts';

describe('computeRowWindow', () => {
  it('renders the rows in view plus the overscan at the top of the list', () => {
    expect(
      computeRowWindow({ rowCount: 10_000, rowHeight: 24, viewportHeight: 240, scrollTop: 0, overscan: 5 }),
    ).toEqual({
      start: 0,
      end: 16,
      offsetBefore: 0,
      offsetAfter: (10_000 - 16) * 24,
    });
  });

  it('follows the scroll position', () => {
    const window = computeRowWindow({
      rowCount: 10_000,
      rowHeight: 24,
      viewportHeight: 240,
      scrollTop: 2400,
      overscan: 5,
    });
    expect(window.start).toBe(95);
    expect(window.end).toBe(116);
    expect(window.offsetBefore).toBe(95 * 24);
  });

  it('never runs past the last row', () => {
    const window = computeRowWindow({ rowCount: 30, rowHeight: 24, viewportHeight: 240, scrollTop: 10_000 });
    expect(window.end).toBe(30);
    expect(window.offsetAfter).toBe(0);
  });

  it('renders nothing for an empty list', () => {
    expect(computeRowWindow({ rowCount: 0, rowHeight: 24, viewportHeight: 240, scrollTop: 0 })).toEqual({
      start: 0,
      end: 0,
      offsetBefore: 0,
      offsetAfter: 0,
    });
  });
});
