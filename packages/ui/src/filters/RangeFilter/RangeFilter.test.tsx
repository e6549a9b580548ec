import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { NumberRange } from './RangeFilter.tsx';
import { RangeFilter } from './RangeFilter.tsx';

function Harness({ onChange, error }: { onChange: (range: NumberRange) => void; error?: string }) {
  const [range, setRange] = useState<NumberRange>({ min: null, max: null });
  return (
    <RangeFilter
      label="Age"
      minLabel="Minimum"
      maxLabel="Maximum"
      min={range.min}
      max={range.max}
      bounds={{ min: 16, max: 99 }}
      step={1}
      {...(error ? { error } : {})}
      onChange={(next) => {
        onChange(next);
        setRange(next);
      }}
    />
  );
}

describe('RangeFilter', () => {
  it('is a named group of a minimum and a maximum within the bounds', () => {
    render(<Harness onChange={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Age' });
    const minimum = screen.getByRole('spinbutton', { name: 'Minimum' });
    expect(group).toContainElement(minimum);
    expect(minimum).toHaveAttribute('min', '16');
    expect(screen.getByRole('spinbutton', { name: 'Maximum' })).toHaveAttribute('max', '99');
  });

  it('reports each end as a number and an emptied end as null', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum' }), '21');
    expect(onChange).toHaveBeenLastCalledWith({ min: 21, max: null });
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum' }), '30');
    expect(onChange).toHaveBeenLastCalledWith({ min: 21, max: 30 });
    await user.clear(screen.getByRole('spinbutton', { name: 'Minimum' }));
    expect(onChange).toHaveBeenLastCalledWith({ min: null, max: 30 });
  });

  it('shows its error, marks both inputs invalid and reads the error with them', () => {
    render(<Harness onChange={vi.fn()} error="The maximum is below the minimum" />);
    for (const name of ['Minimum', 'Maximum']) {
      const input = screen.getByRole('spinbutton', { name });
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('The maximum is below the minimum');
    }
  });

  it('announces an error that appears after the user typed', () => {
    const { rerender } = render(<Harness onChange={vi.fn()} />);
    const minimum = screen.getByRole('spinbutton', { name: 'Minimum' });
    expect(minimum).not.toBeInvalid();
    expect(minimum).not.toHaveAttribute('aria-describedby');
    rerender(<Harness onChange={vi.fn()} error="The maximum is below the minimum" />);
    const message = screen.getByText('The maximum is below the minimum');
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(minimum).toHaveAccessibleDescription('The maximum is below the minimum');
  });
});
