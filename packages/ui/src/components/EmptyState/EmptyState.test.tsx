import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows a heading, text and action', () => {
    render(
      <EmptyState
        title="No roles yet"
        text="Create your first role."
        action={<button type="button">Create role</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No roles yet' })).toBeInTheDocument();
    expect(screen.getByText('Create your first role.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create role' })).toBeInTheDocument();
  });
});
