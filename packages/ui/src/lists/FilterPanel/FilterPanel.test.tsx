import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './FilterPanel.tsx';

describe('FilterPanel', () => {
  it('is a named form that applies on submit and clears on request', () => {
    const onApply = vi.fn();
    const onClear = vi.fn();
    render(
      <FilterPanel
        title="Filters"
        applyLabel="Apply filters"
        clearLabel="Clear all"
        onApply={onApply}
        onClear={onClear}
      >
        <label>
          Postcode <input />
        </label>
      </FilterPanel>,
    );
    expect(screen.getByRole('form', { name: 'Filters' })).toContainElement(screen.getByLabelText('Postcode'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('is a GET form whose named fields make the address without scripts', () => {
    render(
      <FilterPanel
        title="Filter roles"
        applyLabel="Show roles"
        clearLabel="Clear"
        onApply={vi.fn()}
        onClear={vi.fn()}
      >
        <select name="location" aria-label="Location" defaultValue="leeds">
          <option value="leeds">Leeds</option>
        </select>
      </FilterPanel>,
    );
    const form = screen.getByRole('form', { name: 'Filter roles' }) as HTMLFormElement;
    expect(form.method).toBe('get');
    expect(new FormData(form).get('location')).toBe('leeds');
  });

  it('offers Clear as a link to the unfiltered list, which a plain click hands to onClear', () => {
    const onClear = vi.fn();
    render(
      <FilterPanel
        title="Filter roles"
        applyLabel="Show roles"
        clearLabel="Clear filters"
        onApply={vi.fn()}
        onClear={onClear}
        clearHref="/roles?organization=hartwell"
      >
        <span />
      </FilterPanel>,
    );
    const clear = screen.getByRole('link', { name: 'Clear filters' });
    expect(clear).toHaveAttribute('href', '/roles?organization=hartwell');
    expect(fireEvent.click(clear)).toBe(false);
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('folds behind a native disclosure named with its fold label, closed at first', () => {
    render(
      <FilterPanel
        title="Filter roles"
        foldLabel="Filter roles (2)"
        applyLabel="Show roles"
        clearLabel="Clear filters"
        onApply={vi.fn()}
        onClear={vi.fn()}
      >
        <span />
      </FilterPanel>,
    );
    const toggle = screen.getByText('Filter roles (2)').closest('summary');
    expect(toggle).not.toBeNull();
    const details = toggle?.parentElement as HTMLDetailsElement;
    expect(details.tagName).toBe('DETAILS');
    expect(details.open).toBe(false);
    expect(details).toContainElement(screen.getByRole('form', { name: 'Filter roles', hidden: true }));
  });
});
