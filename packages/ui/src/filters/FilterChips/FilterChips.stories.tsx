import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterChips } from './FilterChips.tsx';

const meta = {
  title: 'Filters/FilterChips',
  component: FilterChips,
  args: {
    label: 'Active filters',
    chips: [
      { id: 'stage', label: 'Stage: At interview, Offer' },
      { id: 'university', label: 'University: Leeds' },
      { id: 'applied', label: 'Applied: from 1 Sep 2026' },
      { id: 'distance', label: 'Within 25 miles of LS1 4AP' },
      { id: 'ucas', label: 'UCAS points: 96 or more' },
    ],
    onRemove: fn(),
    onClearAll: fn(),
    clearAllLabel: 'Clear all',
    removeLabel: (label: string) => `Remove ${label}`,
  },
  render: function Render(args) {
    const [chips, setChips] = useState(args.chips);
    return (
      <div style={{ maxWidth: 640 }}>
        <FilterChips
          {...args}
          chips={chips}
          onRemove={(id) => {
            args.onRemove(id);
            setChips((current) => current.filter((chip) => chip.id !== id));
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const RemovingByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Stage: At interview, Offer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('stage');
    await expect(canvas.getByRole('button', { name: 'Remove University: Leeds' })).toHaveFocus();
  },
};
