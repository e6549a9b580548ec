import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonRow } from './DataTable.fixture.ts';
import { createPeople, peopleColumns } from './DataTable.fixture.ts';
import type { DataTableSort } from './DataTable.tsx';
import { DataTable } from './DataTable.tsx';

// jsdom lays nothing out: give the scroll box a height so the virtualiser has a window to fill.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});
afterEach(() => vi.restoreAllMocks());

function Harness({
  count = 30,
  visible = ['name', 'university', 'score'],
  onOpen = () => {},
  onSort = () => {},
  busy = false,
}: {
  count?: number;
  visible?: string[];
  onOpen?: (row: PersonRow) => void;
  onSort?: (sort: DataTableSort) => void;
  busy?: boolean;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      <output aria-label="selected">{[...selected].sort().join(',')}</output>
      <DataTable
        label="Candidates"
        rows={createPeople(count)}
        getRowId={(row) => row.id}
        columns={peopleColumns}
        visibleColumnIds={visible}
        sort={{ columnId: 'name', direction: 'asc' }}
        onSort={onSort}
        selected={selected}
        onSelectedChange={setSelected}
        selectRowLabel={(row) => `Select ${row.name}`}
        selectPageLabel="Select every candidate on this page"
        onOpenRow={onOpen}
        empty="No candidates match."
        busy={busy}
      />
    </>
  );
}

describe('DataTable', () => {
  it('shows the chosen columns in the chosen order', () => {
    render(<Harness visible={['score', 'name']} />);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers.slice(1)).toEqual(['Score', 'Name']);
  });

  it('puts only the rows in view in the page, not all 5,000', () => {
    render(<Harness count={5000} />);
    const rows = screen.getAllByRole('row').filter((row) => row.hasAttribute('data-row-index'));
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(screen.getByRole('table', { name: 'Candidates' })).toHaveAttribute('aria-rowcount', '5001');
  });

  it('ticks one row, then the whole page, then none', async () => {
    const user = userEvent.setup();
    render(<Harness count={3} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Sam Candidate 2' }));
    expect(screen.getByLabelText('selected')).toHaveTextContent('p2');
    await user.click(screen.getByRole('checkbox', { name: 'Select every candidate on this page' }));
    expect(screen.getByLabelText('selected')).toHaveTextContent('p1,p2,p3');
    await user.click(screen.getByRole('checkbox', { name: 'Select every candidate on this page' }));
    expect(screen.getByLabelText('selected')).toHaveTextContent('');
  });

  it('asks the server for a sort when a sortable header is clicked', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(<Harness onSort={onSort} />);
    await user.click(screen.getByRole('button', { name: /Score/ }));
    expect(onSort).toHaveBeenCalledWith({ columnId: 'score', direction: 'asc' });
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'desc' });
  });

  it('opens a row from its first cell', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<Harness count={2} onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: 'Alex Candidate 1' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
  });

  it('says so when there are no rows', () => {
    render(<Harness count={0} />);
    const table = screen.getByRole('table', { name: 'Candidates' });
    expect(within(table).getByText('No candidates match.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select every candidate on this page' })).toBeDisabled();
  });

  it('tells assistive technology the rows are stale while the next answer loads', () => {
    const { rerender } = render(<Harness busy />);
    expect(screen.getByRole('table', { name: 'Candidates' })).toHaveAttribute('aria-busy', 'true');
    rerender(<Harness />);
    expect(screen.getByRole('table', { name: 'Candidates' })).not.toHaveAttribute('aria-busy');
  });
});
