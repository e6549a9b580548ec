import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleScreen } from '../../../app/render-console-screen.tsx';
import { CodesPanel } from './CodesPanel.tsx';
import { EventsPanel } from './EventsPanel.tsx';
import { codes, events } from './panels.fixtures.ts';

const render = (element: React.ReactNode) => renderConsoleScreen(element, { route: '/', path: '/' });

/** Each body row's cells as text, the row header first. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('CodesPanel', () => {
  it('lists each code with its type, stage, §4 state and result, score and dates', async () => {
    render(<CodesPanel codes={codes} />);
    const table = await screen.findByRole('table', { name: 'Assessments and scheduling' });
    // The time of day depends on the machine's zone; the date (noon UTC) does not.
    const rows = rowsOf(table).map((cells) => cells.map((cell) => cell?.replace(/, \d\d:\d\d$/, '')));
    expect(rows).toEqual([
      ['Candidate scheduler', 'At interview', 'Scheduled', '', '18 Nov 2026', '20 Nov 2026'],
      [
        'Aptitude test one',
        expect.any(String),
        'CompletedResult completed',
        '72',
        '10 Nov 2026',
        '12 Nov 2026',
      ],
    ]);
    // The §2 marks carry the state in words: a dash while scheduled, ticks once the test and result are complete.
    expect(within(table).getByRole('img', { name: 'Test scheduled' })).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Test completed' })).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Result completed' })).toBeInTheDocument();
  });

  it('says when there are no codes', async () => {
    render(<CodesPanel codes={[]} />);
    expect(await screen.findByText('No assessment or scheduling codes.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('EventsPanel', () => {
  it('lists the events registered with their date and whether the candidate attended', async () => {
    render(<EventsPanel events={events} />);
    const table = await screen.findByRole('table', { name: 'Events' });
    const [openDay, lawFair] = within(table).getAllByRole('row').slice(1);
    expect(openDay?.textContent).toMatch(/Open day\s*14 Oct 2026/);
    expect(within(openDay as HTMLElement).getByRole('img', { name: 'Yes' })).toBeInTheDocument();
    expect(lawFair?.textContent).toMatch(/Law fair\s*No date/);
    expect(within(lawFair as HTMLElement).getByRole('img', { name: 'No' })).toBeInTheDocument();
  });

  it('says when the candidate registered for no event', async () => {
    render(<EventsPanel events={[]} />);
    expect(await screen.findByText('Not registered for any event.')).toBeInTheDocument();
  });
});
