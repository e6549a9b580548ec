import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextareaField } from './TextareaField.tsx';

describe('TextareaField', () => {
  it('is labelled and reports typing', () => {
    const onChange = vi.fn();
    render(<TextareaField label="Why this firm?" value="" onChange={onChange} />);
    fireEvent.input(screen.getByRole('textbox', { name: 'Why this firm?' }), {
      target: { value: 'Because' },
    });
    expect(onChange).toHaveBeenCalledWith('Because');
  });

  it('counts characters against maxLength', () => {
    render(<TextareaField label="Note" value="Hello" onChange={() => undefined} maxLength={500} />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription('5 / 500');
  });

  it('counts words ignoring punctuation and marks the answer invalid past maxWords', () => {
    const format = (used: number, limit: number, unit: string) => `${used} of ${limit} ${unit}`;
    const { rerender } = render(
      <TextareaField
        label="Answer"
        value="Well-known - firm, really!"
        onChange={() => undefined}
        maxWords={3}
        formatCounter={format}
      />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Answer' });
    expect(textarea).toHaveAccessibleDescription('3 of 3 words');
    expect(textarea).toBeValid();
    rerender(
      <TextareaField
        label="Answer"
        value="one two three four"
        onChange={() => undefined}
        maxWords={3}
        formatCounter={format}
      />,
    );
    expect(textarea).toHaveAccessibleDescription('4 of 3 words');
    expect(textarea).toBeInvalid();
  });
});
