import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader.tsx';

describe('PageHeader', () => {
  it('renders the page h1 with its subtitle and actions', () => {
    render(
      <PageHeader title="Live roles" subtitle="12 open" actions={<button type="button">New role</button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Live roles' })).toBeInTheDocument();
    expect(screen.getByText('12 open')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New role' })).toBeInTheDocument();
  });
});
