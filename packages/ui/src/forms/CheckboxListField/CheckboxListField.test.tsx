import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxListField } from './CheckboxListField.tsx';

const options = [
  { value: 'LAW', label: 'Law' },
  { value: 'FINANCE', label: 'Finance' },
  { value: 'TECH', label: 'Technology' },
];

describe('CheckboxListField', () => {
  it('adds a checked option, keeping option order', () => {
    const onChange = vi.fn();
    render(<CheckboxListField label="Interests" options={options} values={['TECH']} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Law' }));
    expect(onChange).toHaveBeenCalledWith(['LAW', 'TECH']);
  });

  it('removes an unchecked option', () => {
    const onChange = vi.fn();
    render(
      <CheckboxListField label="Interests" options={options} values={['LAW', 'TECH']} onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Law' }));
    expect(onChange).toHaveBeenCalledWith(['TECH']);
  });

  it('groups the options under its label with the error as description', () => {
    render(
      <CheckboxListField
        label="Interests"
        options={options}
        values={[]}
        onChange={() => undefined}
        error="Choose one"
      />,
    );
    expect(screen.getByRole('group', { name: 'Interests' })).toHaveAccessibleDescription('Choose one');
  });
});
