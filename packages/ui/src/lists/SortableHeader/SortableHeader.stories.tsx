import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { SortDirection } from './SortableHeader.tsx';
import { SortableHeader } from './SortableHeader.tsx';

const meta = {
  title: 'Lists/SortableHeader',
  component: SortableHeader,
  args: { label: 'Last changed', direction: null, onSort: fn() },
  render: function Render(args) {
    const [direction, setDirection] = useState<SortDirection | null>(args.direction);
    return (
      <table>
        <thead>
          <tr>
            <SortableHeader
              {...args}
              direction={direction}
              onSort={(next) => {
                args.onSort(next);
                setDirection(next);
              }}
            />
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>21-11-2026</td>
          </tr>
        </tbody>
      </table>
    );
  },
} satisfies Meta<typeof SortableHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unsorted: Story = {};
export const Ascending: Story = { args: { direction: 'asc' } };
export const Descending: Story = { args: { direction: 'desc' } };
