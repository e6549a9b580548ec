import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PreferNotToSayField, preferNotToSayValue } from './PreferNotToSayField.tsx';

describe('PreferNotToSayField', () => {
  it('offers prefer not to say as the last choice', () => {
    const onChange = vi.fn();
    render(
      <PreferNotToSayField
        label="Do you consider yourself to have a disability?"
        options={[
          { value: 'YES', label: 'Yes' },
          { value: 'NO', label: 'No' },
        ]}
        preferNotToSayLabel="Prefer not to say"
        value={null}
        onChange={onChange}
      />,
    );
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[2]).toHaveAccessibleName('Prefer not to say');
    fireEvent.click(screen.getByRole('radio', { name: 'Prefer not to say' }));
    expect(onChange).toHaveBeenCalledWith(preferNotToSayValue);
  });
});
