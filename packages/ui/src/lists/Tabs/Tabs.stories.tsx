import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Lists/Tabs',
  component: Tabs,
  args: {
    label: 'Candidate lists',
    tabs: [
      { id: 'pending', label: 'Applied - pending', count: 12 },
      { id: 'completed', label: 'Applied - completed', count: 40 },
      { id: 'stage', label: 'At interview', count: 7 },
      { id: 'group', label: 'Offer', count: 2 },
    ],
    selectedId: 'pending',
    onSelect: fn(),
  },
  render: function Render(args) {
    const [selectedId, setSelectedId] = useState(args.selectedId);
    return (
      <Tabs
        {...args}
        selectedId={selectedId}
        onSelect={(id) => {
          args.onSelect(id);
          setSelectedId(id);
        }}
      >
        <p>Candidates in {selectedId}</p>
      </Tabs>
    );
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { selectedId: 'completed' } };
