import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';

describe('Icon', () => {
  it('is an image named by its label', () => {
    render(<Icon name="tick" label="Completed" />);
    expect(screen.getByRole('img', { name: 'Completed' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Icon name="tick" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
