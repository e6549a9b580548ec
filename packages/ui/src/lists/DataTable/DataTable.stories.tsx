import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PersonRow } from './DataTable.fixture.ts';
import { createPeople, peopleColumns } from './DataTable.fixture.ts';
import type { DataTableSort } from './DataTable.tsx';
import { DataTable } from './DataTable.tsx';

function DataTableExample({ count, onOpenRow }: { count: number; onOpenRow: (row: PersonRow) => void }) {
  const [sort, setSort] = useState<DataTableSort>({ columnId: 'name', direction: 'asc' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => {
    const people = createPeople(count);
    return sort.direction === 'asc' ? people : [...people].reverse();
  }, [count, sort.direction]);
  return (
    <DataTable
      label="Candidates at Applied"
      rows={rows}
      getRowId={(row) => row.id}
      columns={peopleColumns}
      visibleColumnIds={['name', 'university', 'score']}
      sort={sort}
      onSort={setSort}
      selected={selected}
      onSelectedChange={setSelected}
      selectRowLabel={(row) => `Select ${row.name}`}
      selectPageLabel="Select every candidate on this page"
      onOpenRow={onOpenRow}
      empty="No candidates match this search."
    />
  );
}

const meta = {
  title: 'Lists/DataTable',
  component: DataTableExample,
  args: { count: 40, onOpenRow: fn() },
} satisfies Meta<typeof DataTableExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Sam Candidate 2' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select Sam Candidate 2' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Alex Candidate 1' }));
    await expect(args.onOpenRow).toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { count: 0 } };

/** 10,000 rows: only the rows in view are in the page, and scrolling brings the others in. */
export const TenThousandRows: Story = {
  args: { count: 10_000 },
  // Scrolled mid-list, the rows passing under the sticky header are half covered, which axe's target-size
  // counts against them; the stories above check the same rows' targets unscrolled.
  parameters: { a11y: { config: { rules: [{ id: 'target-size', enabled: false }] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvasElement.querySelector<HTMLElement>('[data-table-scroller]');
    await expect(canvasElement.querySelectorAll('[data-row-index]').length).toBeLessThan(80);
    scroller?.scrollTo({ top: 24 * 5000 });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Alex Candidate 5001' })).toBeVisible());
  },
};
