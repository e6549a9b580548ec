import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatusBanner } from './StatusBanner.tsx';

const meta = {
  title: 'Controls/StatusBanner',
  component: StatusBanner,
  args: {
    kind: 'success',
    message: 'Candidate moved to At interview',
    dismissLabel: 'Close',
    onDismiss: fn(),
    timeout: 600_000,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const Failure: Story = {
  args: { kind: 'failure', message: 'Something went wrong. Please try again.' },
};
