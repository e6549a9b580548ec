import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AutocompleteField } from './AutocompleteField.tsx';

const universities = [
  { value: '1', label: 'University of Leeds' },
  { value: '2', label: 'University of Oxford' },
  { value: '3', label: 'Leeds Beckett University' },
];

function renderField(onChange = vi.fn()) {
  render(
    <AutocompleteField
      label="University"
      options={universities}
      value={null}
      onChange={onChange}
      noResultsText="No matches"
    />,
  );
  return { onChange, input: screen.getByRole('combobox', { name: 'University' }) };
}

describe('AutocompleteField', () => {
  it('suggests the options matching the typed text', () => {
    const { input } = renderField();
    fireEvent.input(input, { target: { value: 'leeds' } });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(['University of Leeds', 'Leeds Beckett University']);
  });

  it('chooses a suggestion with the arrow keys and Enter', () => {
    const { input, onChange } = renderField();
    fireEvent.input(input, { target: { value: 'leeds' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', expect.stringContaining('-1'));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('3');
    expect(input).toHaveValue('Leeds Beckett University');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses a suggestion by click', () => {
    const { input, onChange } = renderField();
    fireEvent.input(input, { target: { value: 'ox' } });
    fireEvent.click(screen.getByRole('option', { name: 'University of Oxford' }));
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('says when nothing matches', () => {
    const { input } = renderField();
    fireEvent.input(input, { target: { value: 'zzz' } });
    expect(screen.getByText('No matches')).toBeInTheDocument();
  });
});
