import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { alertTypes, TimedAlert } from './TimedAlert.tsx';

const meta = {
  title: 'Controls/TimedAlert',
  component: TimedAlert,
  args: { title: 'Application saved', children: 'You can come back and finish it later.', timeout: 60_000 },
  argTypes: { type: { control: 'select', options: alertTypes } },
} satisfies Meta<typeof TimedAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Application saved');
  },
};

export const AllTypes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {alertTypes.map((type) => (
        <TimedAlert key={type} {...args} type={type} title={`${type}: ${args.title}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
  },
};
