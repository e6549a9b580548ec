import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusMark } from './StatusMark.tsx';

const labels = { tick: 'Completed', cross: 'Pending', dash: 'Not started' } as const;

describe('StatusMark', () => {
  it.each([
    ['PENDING', 'Pending'],
    ['ERROR', 'Pending'],
    ['COMPLETED', 'Completed'],
    ['INVITED', 'Not started'],
    [null, 'Not started'],
  ])('shows %s as the mark named %s', (state, name) => {
    render(<StatusMark state={state} labels={labels} />);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });
});
