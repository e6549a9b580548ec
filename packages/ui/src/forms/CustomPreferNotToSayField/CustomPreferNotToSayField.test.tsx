import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CustomAnswer } from './CustomPreferNotToSayField.tsx';
import { CustomPreferNotToSayField } from './CustomPreferNotToSayField.tsx';

function Harness({ onValue }: { onValue: (value: CustomAnswer) => void }) {
  const [value, setValue] = useState<CustomAnswer>({ choice: null, custom: '' });
  return (
    <CustomPreferNotToSayField
      label="What is your gender?"
      options={[
        { value: 'WOMAN', label: 'Woman' },
        { value: 'MAN', label: 'Man' },
      ]}
      customOptionLabel="Prefer to self-describe"
      customInputLabel="Please specify"
      preferNotToSayLabel="Prefer not to say"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('CustomPreferNotToSayField', () => {
  it('reveals a free-text input only for the self-describe option', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Prefer to self-describe' }));
    const input = screen.getByRole('textbox', { name: 'Please specify' });
    fireEvent.input(input, { target: { value: 'Non-binary' } });
    expect(onValue).toHaveBeenLastCalledWith({ choice: 'OTHER', custom: 'Non-binary' });
  });

  it('drops the free text when another option is chosen', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Prefer to self-describe' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Please specify' }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Prefer not to say' }));
    expect(onValue).toHaveBeenLastCalledWith({ choice: 'PREFER_NOT_TO_SAY', custom: '' });
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
