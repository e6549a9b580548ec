import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { panelWidth } from '../filterStory.tsx';
import { DateRangeFilter } from './DateRangeFilter.tsx';

const meta = {
  title: 'Filters/DateRangeFilter',
  component: DateRangeFilter,
  decorators: [panelWidth],
  args: {
    label: 'Applied',
    from: '2026-09-01',
    to: null,
    fromLabel: 'From',
    toLabel: 'To',
    onChange: fn(),
  },
  render: function Render(args) {
    const [range, setRange] = useState({ from: args.from, to: args.to });
    return (
      <DateRangeFilter
        {...args}
        from={range.from}
        to={range.to}
        onChange={(next) => {
          args.onChange(next);
          setRange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DateRangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenEnded: Story = {};

export const EndBeforeStart: Story = {
  args: { from: '2026-09-30', to: '2026-09-01', error: 'The end date is before the start date' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('To')).toHaveAccessibleDescription(
      'The end date is before the start date',
    );
  },
};
