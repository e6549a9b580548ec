import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is 50 px by default and announced by its label', () => {
    render(<Spinner label="Loading" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('data-size', '50');
  });

  it('takes another size', () => {
    render(<Spinner label="Loading" size={24} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('data-size', '24');
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
