import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './CheckboxField.tsx';

describe('CheckboxField', () => {
  it('is a labelled checkbox that reports the new state', () => {
    const onChange = vi.fn();
    render(<CheckboxField label="I accept the terms" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('shows its error as the description', () => {
    render(
      <CheckboxField label="I accept" checked={false} onChange={() => undefined} error="You must accept" />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept' });
    expect(checkbox).toBeInvalid();
    expect(checkbox).toHaveAccessibleDescription('You must accept');
  });
});
