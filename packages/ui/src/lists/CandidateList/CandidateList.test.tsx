import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CandidateRow } from './CandidateList.fixture.ts';
import { candidateColumns, createCandidates, statusLabels } from './CandidateList.fixture.ts';
import { CandidateList } from './CandidateList.tsx';

function renderList(
  rows: CandidateRow[],
  extra: { oldBrowser?: boolean; onOpenRow?: (row: CandidateRow) => void } = {},
) {
  render(
    <CandidateList
      label="Candidates"
      columns={candidateColumns}
      rows={rows}
      getRowId={(row) => row.id}
      statusLabels={statusLabels}
      {...extra}
    />,
  );
  return screen.getByRole('table', { name: 'Candidates' });
}

describe('CandidateList', () => {
  it('shows a cross for pending or error, a tick for completed and a dash otherwise', () => {
    renderList(createCandidates(4));
    const rows = screen.getAllByRole('row').slice(1);
    const marks = rows.map((row) =>
      within(row)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    );
    expect(marks).toEqual([
      ['Pending', 'Completed'],
      ['Completed', 'Pending'],
      ['Pending', 'Not started'],
      ['Not started', 'Pending'],
    ]);
  });

  it('is 24 px per row plus 93 tall', () => {
    expect(renderList(createCandidates(3))).toHaveAttribute('data-height', String(3 * 24 + 93));
  });

  it('is 20 px taller on an old browser', () => {
    const table = renderList(createCandidates(3), { oldBrowser: true });
    expect(table).toHaveAttribute('data-height', String(3 * 24 + 93 + 20));
  });

  it('renders only the rows in view of a 10,000-row list and tells the full count', () => {
    const table = renderList(createCandidates(10_000));
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    expect(table).toHaveAttribute('data-height', String(20 * 24 + 93));
    const rendered = screen.getAllByRole('row').length - 1;
    expect(rendered).toBeLessThan(40);
  });

  it('moves the rendered window as the list scrolls', () => {
    const table = renderList(createCandidates(10_000));
    table.scrollTop = 24 * 5000;
    fireEvent.scroll(table);
    expect(screen.getByText('Alex Candidate 5001')).toBeInTheDocument();
    expect(screen.queryByText('Alex Candidate 1')).toBeNull();
    expect(screen.getByText('Alex Candidate 5001').closest('[role="row"]')).toHaveAttribute(
      'aria-rowindex',
      '5002',
    );
  });

  it('opens a candidate from the name button', () => {
    const onOpenRow = vi.fn();
    const rows = createCandidates(2);
    renderList(rows, { onOpenRow });
    fireEvent.click(screen.getByRole('button', { name: 'Sam Candidate 2' }));
    expect(onOpenRow).toHaveBeenCalledWith(rows[1]);
  });
});
