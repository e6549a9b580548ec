import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nextSortDirection, SortableHeader } from './SortableHeader.tsx';

function renderHeader(direction: 'asc' | 'desc' | null, onSort = vi.fn()) {
  render(
    <table>
      <thead>
        <tr>
          <SortableHeader label="Last changed" direction={direction} onSort={onSort} />
        </tr>
      </thead>
    </table>,
  );
  return onSort;
}

describe('SortableHeader', () => {
  it('tells assistive technology how the column is sorted', () => {
    renderHeader('desc');
    expect(screen.getByRole('columnheader', { name: 'Last changed' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('asks for ascending first, then flips', () => {
    const onSort = renderHeader(null);
    fireEvent.click(screen.getByRole('button', { name: 'Last changed' }));
    expect(onSort).toHaveBeenCalledWith('asc');
    expect(nextSortDirection('asc')).toBe('desc');
    expect(nextSortDirection('desc')).toBe('asc');
  });
});
