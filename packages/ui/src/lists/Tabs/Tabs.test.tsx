import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.tsx';

const tabs = [
  { id: 'pending', label: 'Applied - pending', count: 12 },
  { id: 'completed', label: 'Applied - completed', count: 40 },
  { id: 'interview', label: 'At interview' },
];

describe('Tabs', () => {
  it('marks the selected tab and labels the panel with it', () => {
    render(
      <Tabs label="Candidate lists" tabs={tabs} selectedId="completed" onSelect={() => undefined}>
        <p>Completed list</p>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'Applied - completed (40)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Applied - completed (40)' })).toHaveTextContent(
      'Completed list',
    );
  });

  it('selects on click', () => {
    const onSelect = vi.fn();
    render(<Tabs label="Lists" tabs={tabs} selectedId="pending" onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('tab', { name: 'At interview' }));
    expect(onSelect).toHaveBeenCalledWith('interview');
  });

  it('moves with the arrow keys, wrapping at the ends', () => {
    const onSelect = vi.fn();
    render(<Tabs label="Lists" tabs={tabs} selectedId="pending" onSelect={onSelect} />);
    const first = screen.getByRole('tab', { name: 'Applied - pending (12)' });
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(onSelect).toHaveBeenLastCalledWith('interview');
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenLastCalledWith('completed');
  });
});
