import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusBanner } from './StatusBanner.tsx';

describe('StatusBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces a success politely and a failure as an alert', () => {
    const { rerender } = render(<StatusBanner kind="success" message="Saved" dismissLabel="Close" />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    rerender(<StatusBanner kind="failure" message="Not saved" dismissLabel="Close" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved');
  });

  it('dismisses itself after 5000 ms', () => {
    const onDismiss = vi.fn();
    render(<StatusBanner kind="success" message="Saved" dismissLabel="Close" onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('closes at once from its close button', () => {
    const onDismiss = vi.fn();
    render(<StatusBanner kind="failure" message="Not saved" dismissLabel="Close" onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
