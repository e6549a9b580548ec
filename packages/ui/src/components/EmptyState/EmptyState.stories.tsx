import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'States/EmptyState',
  component: EmptyState,
  args: { title: 'No candidates yet', text: 'Candidates appear here as soon as they apply to this role.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    title: 'No roles yet',
    text: 'Create a role to start hiring.',
    action: <Button>Create role</Button>,
  },
};
