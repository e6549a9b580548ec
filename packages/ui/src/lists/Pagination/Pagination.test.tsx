import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { computePageWindow, Pagination } from './Pagination.tsx';

const labels = {
  navigation: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: (n: number) => `Page ${n}`,
};

describe('computePageWindow', () => {
  it('shows every page when there are few', () => {
    expect(computePageWindow(0, 3)).toEqual([0, 1, 2]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(computePageWindow(5, 10)).toEqual([0, null, 4, 5, 6, null, 9]);
  });
});

describe('Pagination', () => {
  it('marks the current page and moves to the next and previous pages', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} totalPages={5} onPageChange={onPageChange} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0);
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('cannot go before the first page or past the last', () => {
    const { rerender } = render(
      <Pagination page={0} totalPages={3} onPageChange={() => undefined} labels={labels} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<Pagination page={2} totalPages={3} onPageChange={() => undefined} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('renders nothing for a single page', () => {
    render(<Pagination page={0} totalPages={1} onPageChange={() => undefined} labels={labels} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('renders links to each page when given addresses, and hands a plain click to onPageChange', () => {
    const onPageChange = vi.fn();
    const href = (index: number) =>
      index === 0 ? '/roles?location=leeds' : `/roles?location=leeds&page=${index}`;
    render(<Pagination page={0} totalPages={3} onPageChange={onPageChange} href={href} labels={labels} />);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/roles?location=leeds');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/roles?location=leeds&page=1',
    );
    const previous = screen.getByRole('link', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');

    const third = screen.getByRole('link', { name: 'Page 3' });
    expect(fireEvent.click(third)).toBe(false);
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('leaves a click that opens a new tab to the browser', () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={0}
        totalPages={3}
        onPageChange={onPageChange}
        href={(n) => `?page=${n}`}
        labels={labels}
      />,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Page 2' }), { ctrlKey: true })).toBe(true);
    expect(onPageChange).not.toHaveBeenCalled();
  });
});
