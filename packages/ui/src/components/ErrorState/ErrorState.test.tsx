import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState.tsx';

describe('ErrorState', () => {
  it('is announced as an alert and offers a retry', () => {
    const onRetry = vi.fn();
    render(
      <ErrorState
        title="Could not load candidates"
        text="Please try again."
        retryLabel="Try again"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load candidates');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without a retry handler', () => {
    render(<ErrorState title="Could not load" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
