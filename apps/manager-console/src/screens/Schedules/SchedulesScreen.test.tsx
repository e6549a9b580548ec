import type { ScheduleListItem } from '@shortlist/domain/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import SchedulesScreen from './SchedulesScreen.tsx';
import { schedule } from './schedule.fixtures.ts';

const { slots: _slots, invitations: _invitations, ...summary } = schedule;
const item = (fields: Partial<ScheduleListItem>): ScheduleListItem => ({
  ...summary,
  invitedCount: 20,
  bookedCount: 2,
  slotCount: 12,
  freeSlotCount: 10,
  deadline: Date.UTC(2027, 3, 2, 22, 59) / 1000,
  ...fields,
});

const open = (api: Record<string, unknown>) =>
  renderConsoleScreen(<SchedulesScreen />, {
    route: '/manager/schedules',
    path: '/manager/schedules',
    user: hartwellManager,
    api,
  });

describe('SchedulesScreen', () => {
  it("lists the organisation's schedules with their counts, deadline in London time and state", async () => {
    open({
      'GET /api/v1/schedules': [
        item({}),
        item({
          id: 6,
          name: 'Second round',
          type: 'SCHEDULED',
          stageId: 7,
          closedAt: 1_900_000_000,
          deadline: null,
        }),
      ],
    });
    const table = await screen.findByRole('table', { name: "Your organisation's interview schedules" });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toMatch(
      /First round\s*Training Contract 2028\s*1st round\s*Candidate self-scheduling\s*10 free \/ 2 booked\s*20 \/ 2\s*Fri, 2 Apr 2027, 23:59\s*Open/,
    );
    expect(second?.textContent).toMatch(/HR scheduling.*No invitations\s*Closed/);
    expect(within(table).getByRole('link', { name: 'First round' })).toHaveAttribute(
      'href',
      '/manager/schedules/5',
    );
    expect(screen.getByText(/Times in UK, Ireland Time/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New schedule' })).toHaveAttribute(
      'href',
      '/manager/schedules/new',
    );
  });

  it('says when there is no schedule yet', async () => {
    open({ 'GET /api/v1/schedules': [] });
    expect(await screen.findByText('No interview schedules yet')).toBeInTheDocument();
  });
});
