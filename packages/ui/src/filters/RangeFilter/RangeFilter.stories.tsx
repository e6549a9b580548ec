import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { panelWidth } from '../filterStory.tsx';
import { RangeFilter } from './RangeFilter.tsx';

const meta = {
  title: 'Filters/RangeFilter',
  component: RangeFilter,
  decorators: [panelWidth],
  args: {
    label: 'UCAS points',
    min: 96,
    max: null,
    bounds: { min: 0, max: 420 },
    step: 8,
    minLabel: 'Minimum',
    maxLabel: 'Maximum',
    onChange: fn(),
  },
  render: function Render({ error: errorText, ...args }) {
    const [range, setRange] = useState({ min: args.min, max: args.max });
    // As the console does: the error shows only while the maximum is below the minimum.
    const error = range.min !== null && range.max !== null && range.max < range.min ? errorText : undefined;
    return (
      <RangeFilter
        {...args}
        min={range.min}
        max={range.max}
        {...(error ? { error } : {})}
        onChange={(next) => {
          args.onChange(next);
          setRange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof RangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenEnded: Story = {};

export const MaximumBelowMinimum: Story = {
  args: { min: 120, max: 96, error: 'The maximum is below the minimum' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const maximum = canvas.getByRole('spinbutton', { name: 'Maximum' });
    await expect(maximum).toHaveAccessibleDescription('The maximum is below the minimum');
    await userEvent.clear(maximum);
    await userEvent.type(maximum, '160');
    await expect(maximum).toHaveValue(160);
    await expect(maximum).not.toHaveAttribute('aria-invalid');
  },
};
