import { suggestedMeetingHours } from '@shortlist/domain/meeting-hours';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { MeetingHoursEditor } from './MeetingHoursEditor.tsx';

const meta = {
  title: 'Forms/MeetingHoursEditor',
  component: MeetingHoursEditor,
  args: {
    label: 'Meeting hours',
    value: suggestedMeetingHours,
    onChange: fn(),
    labels: {
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
      add: (day: string) => `Add hours on ${day}`,
      remove: (day: string, start: string, end: string) => `Remove ${day} ${start} to ${end}`,
      timeHint: 'HH:MM',
      newInterval: { start: '09:30', end: '17:30' },
    },
  },
  render: function Render(args) {
    // Local state so the story behaves like a controlled editor in the app.
    const [value, setValue] = useState(args.value);
    return (
      <MeetingHoursEditor
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof MeetingHoursEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WorkingWeek: Story = {};

export const WithErrors: Story = {
  args: { errors: { 'friday.0.end': 'The interval must end after it starts.' } },
};
