import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FilterChip } from './FilterChips.tsx';
import { FilterChips } from './FilterChips.tsx';

const activeFilters: FilterChip[] = [
  { id: 'stage', label: 'Stage: At interview' },
  { id: 'university', label: 'University: Leeds' },
  { id: 'distance', label: 'Within 25 miles of LS1 4AP' },
];

function Harness({ onRemove, onClearAll }: { onRemove: (id: string) => void; onClearAll: () => void }) {
  const [chips, setChips] = useState(activeFilters);
  return (
    <FilterChips
      label="Active filters"
      chips={chips}
      clearAllLabel="Clear all"
      removeLabel={(label) => `Remove ${label}`}
      onRemove={(id) => {
        onRemove(id);
        setChips((current) => current.filter((chip) => chip.id !== id));
      }}
      onClearAll={() => {
        onClearAll();
        setChips([]);
      }}
    />
  );
}

function renderChips() {
  const onRemove = vi.fn();
  const onClearAll = vi.fn();
  render(<Harness onRemove={onRemove} onClearAll={onClearAll} />);
  return { onRemove, onClearAll, user: userEvent.setup() };
}

describe('FilterChips', () => {
  it('lists the active filters under its name', () => {
    renderChips();
    const list = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(activeFilters.map((chip) => chip.label));
  });

  it('removes a filter by its chip’s button and moves the focus to the next chip', async () => {
    const { user, onRemove } = renderChips();
    await user.click(screen.getByRole('button', { name: 'Remove University: Leeds' }));
    expect(onRemove).toHaveBeenCalledWith('university');
    expect(screen.queryByText('University: Leeds')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Within 25 miles of LS1 4AP' })).toHaveFocus();
  });

  it('moves the focus to the chip before when the last one is removed by keyboard', async () => {
    const { user } = renderChips();
    screen.getByRole('button', { name: 'Remove Within 25 miles of LS1 4AP' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove University: Leeds' })).toHaveFocus();
  });

  it('clears every filter at once', async () => {
    const { user, onClearAll } = renderChips();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
