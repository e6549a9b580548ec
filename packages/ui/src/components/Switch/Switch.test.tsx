import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('reports the flipped state when clicked', () => {
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Analytics cookies" checked={false} onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Analytics cookies' });
    expect(control).not.toBeChecked();
    fireEvent.click(control);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('shows the on state', () => {
    render(<Switch aria-label="Analytics cookies" checked onCheckedChange={() => undefined} />);
    expect(screen.getByRole('switch')).toBeChecked();
  });
});
