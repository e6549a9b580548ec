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
});
