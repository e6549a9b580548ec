import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is labelled, described by its helper text and reports typing', () => {
    const onChange = vi.fn();
    render(<TextField label="Preferred name" helperText="Optional" value="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Preferred name' });
    expect(input).toHaveAccessibleDescription('Optional');
    fireEvent.input(input, { target: { value: 'Sam' } });
    expect(onChange).toHaveBeenCalledWith('Sam');
  });

  it('shows its error and marks the input invalid', () => {
    render(
      <TextField
        label="Email"
        type="email"
        value="x"
        onChange={() => undefined}
        error="Enter a valid email"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter a valid email');
  });

  it('counts characters against its limit', () => {
    render(<TextField label="Postcode" value="SW1A" onChange={() => undefined} maxLength={10} />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveAttribute('maxlength', '10');
    expect(input).toHaveAccessibleDescription('4 / 10');
  });
});
