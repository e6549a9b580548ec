import type { MeetingHours } from '@shortlist/domain/meeting-hours';
import { suggestedMeetingHours } from '@shortlist/domain/meeting-hours';
import { apiError } from '@shortlist/shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  hartwellManager,
  hartwellManagerAdmin,
  renderConsoleScreen,
} from '../../app/render-console-screen.tsx';
import SettingsMeetingHoursScreen from './SettingsMeetingHoursScreen.tsx';

const organisationPath = '/api/v1/organization/1/meeting-hours';
const ownPath = `${organisationPath}/interviewers/hm%40hartwell.test`;

function open(
  user = hartwellManagerAdmin,
  api: Record<string, unknown> = {},
  start: { organisation?: MeetingHours | null; own?: MeetingHours | null } = {},
) {
  let organisation = start.organisation ?? null;
  let own = start.own ?? null;
  const organisationView = () => ({ meetingHours: organisation, timeZone: 'Europe/London' });
  const ownView = () => ({
    email: 'hm@hartwell.test',
    meetingHours: own,
    effectiveMeetingHours: own ?? organisation,
    timeZone: 'Europe/London',
  });
  return renderConsoleScreen(<SettingsMeetingHoursScreen />, {
    route: '/manager/settings/meeting-hours',
    path: '/manager/settings/meeting-hours',
    user,
    api: {
      [`GET ${organisationPath}`]: organisationView,
      [`PUT ${organisationPath}`]: ({ body }: { body: { meetingHours: MeetingHours | null } }) => {
        organisation = body.meetingHours;
        return organisationView();
      },
      [`GET ${ownPath}`]: ownView,
      [`PUT ${ownPath}`]: ({ body }: { body: { meetingHours: MeetingHours | null } }) => {
        own = body.meetingHours;
        return ownView();
      },
      ...api,
    },
  });
}

const sectionNamed = (name: string) => screen.findByRole('region', { name });

describe('SettingsMeetingHoursScreen', () => {
  it('lets a manager admin set the organisation’s hours from the keyboard and saves them', async () => {
    const view = open();
    const section = await sectionNamed('Your organisation’s meeting hours');
    expect(within(section).getByText('None set: interviews may be booked at any time.')).toBeInTheDocument();
    within(section).getByRole('button', { name: 'Set meeting hours' }).focus();
    await userEvent.keyboard('{Enter}');
    const friday = within(section).getByRole('group', { name: 'Friday' });
    const until = within(friday).getByRole('textbox', { name: 'Until' });
    await userEvent.clear(until);
    await userEvent.type(until, '12:00');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(
      await within(section).findByText('Your organisation’s meeting hours are saved.'),
    ).toBeInTheDocument();
    expect(view.sentTo('PUT', organisationPath)[0]?.body).toEqual({
      meetingHours: { ...suggestedMeetingHours, friday: [{ start: '09:30', end: '12:00' }] },
    });
    const sections = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(sections).getByRole('link', { name: 'Meeting hours' })).toHaveAttribute(
      'href',
      '/manager/settings/meeting-hours',
    );
  });

  it('shows a refused time at its field', async () => {
    open(hartwellManagerAdmin, {
      [`PUT ${organisationPath}`]: {
        status: 400,
        body: apiError('Check the highlighted fields.', [
          { field: 'meetingHours.monday.0.end', message: 'The interval must end after it starts.' },
        ]),
      },
    });
    const section = await sectionNamed('Your organisation’s meeting hours');
    await userEvent.click(within(section).getByRole('button', { name: 'Set meeting hours' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    const monday = within(section).getByRole('group', { name: 'Monday' });
    expect(await within(monday).findByText('The interval must end after it starts.')).toBeInTheDocument();
    expect(within(monday).getByRole('textbox', { name: 'Until' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert').textContent).toMatch(/^The meeting hours were not saved\./);
  });

  it('lets a standard manager set their own hours, starting from the organisation’s, with the same editor', async () => {
    const view = open(hartwellManager, {}, { organisation: suggestedMeetingHours });
    const organisation = await sectionNamed('Your organisation’s meeting hours');
    expect(
      within(organisation).getByText('Only your organisation’s manager admins change these hours.'),
    ).toBeInTheDocument();
    expect(within(organisation).queryByRole('button', { name: 'Save' })).toBeNull();
    const own = await sectionNamed('Your own meeting hours');
    await userEvent.click(within(own).getByRole('button', { name: 'Set your own hours' }));
    await userEvent.click(within(own).getByRole('button', { name: 'Remove Friday 09:30 to 15:00' }));
    await userEvent.click(within(own).getByRole('button', { name: 'Save' }));
    expect(await within(own).findByText('Your meeting hours are saved.')).toBeInTheDocument();
    expect(view.sentTo('PUT', ownPath)[0]?.body).toEqual({
      meetingHours: { ...suggestedMeetingHours, friday: [] },
    });
  });
});
