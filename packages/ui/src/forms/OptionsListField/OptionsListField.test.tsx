import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OptionsListField } from './OptionsListField.tsx';

const options = [
  { value: 'LONDON', label: 'London' },
  { value: 'LEEDS', label: 'Leeds' },
  { value: 'BRISTOL', label: 'Bristol' },
];

describe('OptionsListField', () => {
  it('toggles options on and off, keeping option order', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <OptionsListField label="Offices" options={options} values={['BRISTOL']} onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'London' }));
    expect(onChange).toHaveBeenLastCalledWith(['LONDON', 'BRISTOL']);
    rerender(
      <OptionsListField
        label="Offices"
        options={options}
        values={['LONDON', 'BRISTOL']}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'London' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'London' }));
    expect(onChange).toHaveBeenLastCalledWith(['BRISTOL']);
  });

  it('disables the unchosen options once the maximum is reached', () => {
    render(
      <OptionsListField
        label="Offices"
        options={options}
        values={['LEEDS']}
        onChange={() => undefined}
        maxSelected={1}
      />,
    );
    expect(screen.getByRole('button', { name: 'London' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Leeds' })).toBeEnabled();
  });
});
