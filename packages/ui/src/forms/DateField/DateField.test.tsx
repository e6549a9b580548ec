import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField.tsx';

describe('DateField', () => {
  it('is a labelled date input that reports the ISO date', () => {
    const onChange = vi.fn();
    render(<DateField label="Date of birth" value="" onChange={onChange} helperText="Optional" />);
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAccessibleDescription('Optional');
    fireEvent.input(input, { target: { value: '2001-04-30' } });
    expect(onChange).toHaveBeenCalledWith('2001-04-30');
  });

  it('shows its error', () => {
    render(<DateField label="Start date" value="" onChange={() => undefined} error="Enter a date" />);
    expect(screen.getByLabelText('Start date')).toBeInvalid();
    expect(screen.getByText('Enter a date')).toBeInTheDocument();
  });
});
