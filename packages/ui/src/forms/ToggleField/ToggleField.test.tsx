import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToggleField } from './ToggleField.tsx';

describe('ToggleField', () => {
  it('is a labelled switch that reports the new state', () => {
    const onChange = vi.fn();
    render(
      <ToggleField label="Email me new roles" helperText="Optional" checked={false} onChange={onChange} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Email me new roles' });
    expect(toggle).toHaveAccessibleDescription('Optional');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('flips when its label is clicked', () => {
    const onChange = vi.fn();
    render(<ToggleField label="Email me" checked onChange={onChange} />);
    fireEvent.click(screen.getByText('Email me'));
    expect(onChange).toHaveBeenCalledWith(false);
  });
});
