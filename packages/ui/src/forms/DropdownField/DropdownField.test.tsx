import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DropdownField } from './DropdownField.tsx';

const options = [
  { value: 'UK', label: 'United Kingdom' },
  { value: 'HK', label: 'Hong Kong' },
];

describe('DropdownField', () => {
  it('is a labelled select with an empty first choice that reports the chosen value', () => {
    const onChange = vi.fn();
    render(
      <DropdownField
        label="Country"
        options={options}
        value=""
        onChange={onChange}
        emptyChoiceLabel="Please select"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveDisplayValue('Please select');
    fireEvent.change(select, { target: { value: 'HK' } });
    expect(onChange).toHaveBeenCalledWith('HK');
  });

  it('shows its error', () => {
    render(
      <DropdownField
        label="Country"
        options={options}
        value=""
        onChange={() => undefined}
        error="Choose a country"
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Choose a country');
  });
});
