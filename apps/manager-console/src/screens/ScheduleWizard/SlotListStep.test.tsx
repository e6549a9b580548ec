import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import { SlotListStep } from './SlotListStep.tsx';
import type { WizardDraft } from './wizard-draft.ts';
import { initialDraft } from './wizard-draft.ts';

const hour = 3600;
// Monday 11 January 2027, 09:00 London (winter: UTC).
const mondayNine = Date.UTC(2027, 0, 11, 9) / 1000;
const [ann, ben, cat] = ['ann@hartwell.test', 'ben@hartwell.test', 'cat@outside.test'];

const start: WizardDraft = {
  ...initialDraft({ roleId: 4, stageId: 6, candidateIds: [11] }),
  name: 'Partner interview',
  durationMinutes: 60,
  panel: [ann, ben, cat],
  interviewers: 2,
  windows: [{ start: mondayNine, end: mondayNine + 3 * hour }],
};

function Harness() {
  const [draft, setDraft] = useState(start);
  return (
    <SlotListStep draft={draft} onChange={(change) => setDraft((before) => ({ ...before, ...change }))} />
  );
}

const noHours = { meetingHours: null, timeZone: 'Europe/London' };
// Ann is busy 09:00-11:00, Ben 10:15-10:30: the 10:00 slot has only Cat free.
const busyReply = {
  busy: [
    { email: ann, intervals: [{ start: mondayNine, end: mondayNine + 2 * hour }] },
    { email: ben, intervals: [{ start: mondayNine + hour + 900, end: mondayNine + hour + 1800 }] },
  ],
  unchecked: [],
  notConnected: [cat],
};

function renderList(api: Record<string, unknown>) {
  return renderConsoleScreen(<Harness />, {
    route: '/manager/schedules/new',
    path: '/manager/schedules/new?step=slotlist',
    user: hartwellManager,
    api: { 'GET /api/v1/organization/1/meeting-hours': noHours, ...api },
  });
}

const rowAt = (clock: string) => {
  const cell = screen.getByRole('cell', { name: clock });
  return cell.closest('tr') as HTMLElement;
};

describe('SlotListStep', () => {
  it('flags the slots that clash with a busy time, staffs them without the busy, and explains an unfilled seat', async () => {
    const view = renderList({ 'GET /api/v1/calendar-busy': busyReply });
    expect(
      await screen.findByText(/1 slot cannot be fully staffed because of busy calendars\./),
    ).toBeInTheDocument();
    const [asked] = view.sentTo('GET', '/api/v1/calendar-busy');
    expect(asked?.query).toMatchObject({
      emails: `${ann},${ben},${cat}`,
      from: String(mondayNine),
      to: String(mondayNine + 3 * hour),
    });

    const nine = rowAt('09:00–10:00');
    expect(within(nine).getByText(`Clashes with a busy time: ${ann}`)).toBeInTheDocument();
    expect(nine).toHaveTextContent(`${ben}, ${cat}`);
    expect(nine).not.toHaveTextContent(`${ann},`);

    const ten = rowAt('10:00–11:00');
    expect(within(ten).getByText(`Clashes with a busy time: ${ann} and ${ben}`)).toBeInTheDocument();
    expect(ten).toHaveTextContent(`${cat} (1 seat unfilled)`);
    expect(
      within(ten).getByText(
        `Cannot be fully staffed: ${ann} and ${ben} are busy then in their calendars, and nobody else on the panel can take the seat.`,
      ),
    ).toBeInTheDocument();

    const eleven = rowAt('11:00–12:00');
    expect(within(eleven).getByText('No clash')).toBeInTheDocument();
    expect(eleven).toHaveTextContent(`${ann}, ${ben}`);
    expect(screen.getByRole('region', { name: 'The panel’s calendars' })).toHaveTextContent(
      `No calendar is connected for ${cat}: busy times are not known for them.`,
    );

    // Removing the flagged slot from the keyboard clears the flag.
    const user = userEvent.setup();
    within(ten).getByRole('button', { name: 'Remove the slot at Mon 11 Jan 2027 10:00' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('2 slots kept')).toBeInTheDocument();
    expect(screen.queryByText(/cannot be fully staffed/)).not.toBeInTheDocument();
  });

  it('lists only the slots inside the organisation’s meeting hours', async () => {
    const days = ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    renderList({
      'GET /api/v1/organization/1/meeting-hours': {
        meetingHours: {
          monday: [{ start: '09:30', end: '17:30' }],
          ...Object.fromEntries(days.map((day) => [day, []])),
        },
        timeZone: 'Europe/London',
      },
      'GET /api/v1/calendar-busy': { busy: [], unchecked: [], notConnected: [] },
    });
    expect(await screen.findByText('2 slots kept')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: '09:00–10:00' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '10:00–11:00' })).toBeInTheDocument();
  });
});
