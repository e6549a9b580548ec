import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeFilter } from './DateRangeFilter.tsx';

function renderFilter(props: { from?: string | null; to?: string | null; error?: string } = {}) {
  const onChange = vi.fn();
  render(
    <DateRangeFilter
      label="Applied"
      fromLabel="From"
      toLabel="To"
      from={props.from ?? null}
      to={props.to ?? null}
      onChange={onChange}
      {...(props.error ? { error: props.error } : {})}
    />,
  );
  return { onChange, from: screen.getByLabelText('From'), to: screen.getByLabelText('To') };
}

describe('DateRangeFilter', () => {
  it('is a named group of two date inputs showing the ISO dates given', () => {
    const { from, to } = renderFilter({ from: '2026-01-01', to: '2026-03-31' });
    expect(screen.getByRole('group', { name: 'Applied' })).toContainElement(from);
    expect(from).toHaveAttribute('type', 'date');
    expect(from).toHaveValue('2026-01-01');
    expect(to).toHaveValue('2026-03-31');
  });

  it('stops each picker at the other end of the range', () => {
    const { from, to } = renderFilter({ from: '2026-01-01', to: '2026-03-31' });
    expect(from).toHaveAttribute('max', '2026-03-31');
    expect(to).toHaveAttribute('min', '2026-01-01');
  });

  // An input event, as browsers send on picking a date: Preact's onChange listens for input events.
  it('reports a chosen date and a cleared one as null', () => {
    const { from, to, onChange } = renderFilter({ from: '2026-01-01' });
    fireEvent.input(to, { target: { value: '2026-02-15' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-01-01', to: '2026-02-15' });
    fireEvent.input(from, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: null, to: null });
  });

  it('shows its error and reads it with both inputs, which it marks invalid', () => {
    const { from, to } = renderFilter({ error: 'The end date is before the start date' });
    for (const input of [from, to]) {
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('The end date is before the start date');
    }
    expect(screen.getByText('The end date is before the start date')).toHaveAttribute('aria-live', 'polite');
  });
});
