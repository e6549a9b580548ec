import type { MeetingHours } from '@shortlist/domain/meeting-hours';
import { suggestedMeetingHours } from '@shortlist/domain/meeting-hours';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MeetingHoursEditorLabels } from './MeetingHoursEditor.tsx';
import { MeetingHoursEditor } from './MeetingHoursEditor.tsx';

const labels: MeetingHoursEditorLabels = {
  days: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  start: 'From',
  end: 'Until',
  noHours: 'No interviews',
  add: (day) => `Add hours on ${day}`,
  remove: (day, start, end) => `Remove ${day} ${start} to ${end}`,
  timeHint: 'HH:MM',
  newInterval: { start: '09:30', end: '17:30' },
};

function Controlled({
  onValue,
  errors,
}: {
  onValue: (value: MeetingHours) => void;
  errors?: Record<string, string>;
}) {
  const [value, setValue] = useState(suggestedMeetingHours);
  return (
    <MeetingHoursEditor
      label="Meeting hours"
      value={value}
      labels={labels}
      errors={errors}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('MeetingHoursEditor', () => {
  it('shows each weekday as a named group, with its intervals or none', () => {
    render(<Controlled onValue={vi.fn()} />);
    const friday = screen.getByRole('group', { name: 'Friday' });
    expect(within(friday).getByRole('textbox', { name: 'Until' })).toHaveValue('15:00');
    expect(
      within(screen.getByRole('group', { name: 'Sunday' })).getByText('No interviews'),
    ).toBeInTheDocument();
  });

  it('edits, adds and removes intervals from the keyboard', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const friday = screen.getByRole('group', { name: 'Friday' });
    const until = within(friday).getByRole('textbox', { name: 'Until' });
    await userEvent.clear(until);
    await userEvent.type(until, '12:00');
    expect(onValue).toHaveBeenLastCalledWith({
      ...suggestedMeetingHours,
      friday: [{ start: '09:30', end: '12:00' }],
    });

    await userEvent.tab();
    expect(within(friday).getByRole('button', { name: 'Remove Friday 09:30 to 12:00' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith({ ...suggestedMeetingHours, friday: [] });

    within(screen.getByRole('group', { name: 'Saturday' }))
      .getByRole('button', { name: 'Add hours on Saturday' })
      .focus();
    await userEvent.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith({
      ...suggestedMeetingHours,
      friday: [],
      saturday: [{ start: '09:30', end: '17:30' }],
    });
  });

  it('shows a field error under the field it names', () => {
    render(
      <Controlled onValue={vi.fn()} errors={{ 'monday.0.end': 'The interval must end after it starts.' }} />,
    );
    const until = within(screen.getByRole('group', { name: 'Monday' })).getByRole('textbox', {
      name: 'Until',
    });
    expect(until).toHaveAttribute('aria-invalid', 'true');
    expect(until).toHaveAccessibleDescription('The interval must end after it starts.');
  });
});
