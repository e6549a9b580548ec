import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import {
  fixtureBookings,
  fixtureNow,
  fixtureSlots,
  formatFixtureDay,
  formatFixtureTime,
  slotStateLabels,
} from './SlotGrid.fixture.ts';
import { SlotGrid } from './SlotGrid.tsx';

const meta = {
  title: 'Lists/SlotGrid',
  component: SlotGrid,
  args: {
    label: 'Interview slots',
    slots: fixtureSlots,
    bookings: fixtureBookings,
    now: fixtureNow,
    stateLabels: slotStateLabels,
    formatDay: formatFixtureDay,
    formatTime: formatFixtureTime,
  },
} satisfies Meta<typeof SlotGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {};

export const Selectable: Story = {
  args: { onSelect: fn() },
  render: function Render(args) {
    const [selectedStart, setSelectedStart] = useState<number | null>(null);
    return (
      <SlotGrid
        {...args}
        selectedStart={selectedStart}
        onSelect={(slot) => {
          args.onSelect?.(slot);
          setSelectedStart(slot.startDateTime);
        }}
      />
    );
  },
};
