import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import { CalendarStep } from './CalendarStep.tsx';
import type { WizardDraft } from './wizard-draft.ts';
import { initialDraft } from './wizard-draft.ts';

const hour = 3600;
// Monday 11 January 2027, 09:00 London (winter: UTC); the week shown starts at its midnight.
const mondayNine = Date.UTC(2027, 0, 11, 9) / 1000;
const mondayMidnight = Date.UTC(2027, 0, 11) / 1000;

const draft: WizardDraft = {
  ...initialDraft({ roleId: 4, stageId: 6, candidateIds: [11] }),
  name: 'Partner interview',
  panel: ['a.partner@hartwell.test', 'b.partner@hartwell.test', 'c@outside.test', 'd@outside.test'],
  interviewers: 2,
  windows: [{ start: mondayNine, end: mondayNine + 3 * hour }],
};

const noHours = { meetingHours: null, timeZone: 'Europe/London' };

function renderStep(api: Record<string, unknown>, shown: WizardDraft = draft) {
  return renderConsoleScreen(<CalendarStep draft={shown} onChange={() => {}} />, {
    route: '/manager/schedules/new',
    path: '/manager/schedules/new?step=calendar',
    user: hartwellManager,
    api: { 'GET /api/v1/organization/1/meeting-hours': noHours, ...api },
  });
}

describe('CalendarStep', () => {
  it('shows the panel’s busy times for the week on show, named, and whose calendars said nothing', async () => {
    const view = renderStep({
      'GET /api/v1/calendar-busy': {
        busy: [
          {
            email: 'a.partner@hartwell.test',
            intervals: [{ start: mondayNine + hour, end: mondayNine + 2 * hour }],
          },
        ],
        unchecked: ['b.partner@hartwell.test'],
        notConnected: ['c@outside.test', 'd@outside.test'],
      },
    });
    // The calendar's background is not announced: the same busy times are listed, in London time.
    const busyList = await screen.findByText('1 busy time in the panel’s calendars');
    await userEvent.setup().click(busyList);
    expect(
      within(busyList.closest('details') as HTMLElement).getByText(
        'Busy: a.partner@hartwell.test, Mon 11 Jan 2027 10:00–11:00',
      ),
    ).toBeVisible();
    const notice = screen.getByRole('region', { name: 'The panel’s calendars' });
    expect(notice).toHaveTextContent(
      'This calendar could not be checked, so its busy times are unknown: b.partner@hartwell.test.',
    );
    expect(notice).toHaveTextContent(
      'No calendar is connected for c@outside.test and d@outside.test: busy times are not known for them.',
    );
    const [asked] = view.sentTo('GET', '/api/v1/calendar-busy');
    expect(asked?.query).toMatchObject({
      emails: 'a.partner@hartwell.test,b.partner@hartwell.test,c@outside.test,d@outside.test',
      from: String(mondayMidnight),
      to: String(mondayMidnight + 7 * 24 * hour),
    });
  });

  it('says so when the calendars cannot be read, and asks nothing without a panel', async () => {
    renderStep({ 'GET /api/v1/calendar-busy': { status: 502, body: { error: 'bad_gateway' } } });
    expect(
      await screen.findByText('The panel’s calendars could not be read, so their busy times are not shown.'),
    ).toBeInTheDocument();

    const alone = renderStep({}, { ...draft, panel: [] });
    expect(alone.sentTo('GET', '/api/v1/calendar-busy')).toEqual([]);
  });

  it('counts each window’s slots inside the organisation’s meeting hours', async () => {
    const closed = { monday: [{ start: '10:00', end: '17:30' }] };
    const days = ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    renderStep({
      'GET /api/v1/organization/1/meeting-hours': {
        meetingHours: { ...closed, ...Object.fromEntries(days.map((day) => [day, []])) },
        timeZone: 'Europe/London',
      },
      'GET /api/v1/calendar-busy': { busy: [], unchecked: [], notConnected: [] },
    });
    // 09:00-12:00 holds three hour-long slots, but the hours start at 10:00: two are created.
    expect(await screen.findByText('1 window, 2 slots')).toBeInTheDocument();
    expect(
      screen.getByText(/Slots are cut only inside your organisation’s meeting hours/),
    ).toBeInTheDocument();
    expect(screen.getByText('Busy times from every panel member’s calendar are shown.')).toBeInTheDocument();
  });
});
