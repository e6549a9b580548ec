import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { SortDirection } from '../SortableHeader/SortableHeader.tsx';
import type { CandidateRow } from './CandidateList.fixture.ts';
import { candidateColumns, createCandidates, statusLabels } from './CandidateList.fixture.ts';
import { CandidateList } from './CandidateList.tsx';

function CandidateListExample({
  count,
  onOpenRow,
}: {
  count: number;
  onOpenRow: (row: CandidateRow) => void;
}) {
  const [sort, setSort] = useState<{ columnId: string; direction: SortDirection }>({
    columnId: 'name',
    direction: 'asc',
  });
  const rows = useMemo(() => {
    const candidates = createCandidates(count);
    return sort.direction === 'asc' ? candidates : [...candidates].reverse();
  }, [count, sort.direction]);
  return (
    <CandidateList
      label="Candidates at interview"
      columns={candidateColumns}
      rows={rows}
      getRowId={(row) => row.id}
      statusLabels={statusLabels}
      sort={sort}
      onSort={(columnId, direction) => setSort({ columnId, direction })}
      onOpenRow={onOpenRow}
      empty="No candidates at this stage yet."
    />
  );
}

const meta = {
  title: 'Lists/CandidateList',
  component: CandidateListExample,
  args: { count: 25, onOpenRow: fn() },
} satisfies Meta<typeof CandidateListExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FewRows: Story = { args: { count: 3 } };

export const Empty: Story = { args: { count: 0 } };

/** 10,000 rows: only the rows in view are in the page, and scrolling moves them. */
export const TenThousandRows: Story = {
  args: { count: 10_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Candidates at interview' });
    await expect(canvas.getAllByRole('row').length).toBeLessThan(45);
    table.scrollTop = 24 * 9000;
    await waitFor(() => expect(canvas.getByText('Alex Candidate 9001')).toBeVisible());
  },
};
