import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFound } from './NotFound.tsx';

describe('NotFound', () => {
  it('names the problem and links home', () => {
    render(
      <NotFound
        heading="Page not found"
        text="The page you were looking for does not exist."
        homeLinkText="Go to the home page"
        homeHref="/"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
