import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EditConflict } from './EditConflict.tsx';

const meta = {
  title: 'States/EditConflict',
  component: EditConflict,
  args: {
    title: 'Someone else saved this role',
    text: 'Someone else saved this after you opened it. Reload to see their changes, or save again to overwrite them.',
    reloadLabel: 'Reload their version',
    overwriteLabel: 'Overwrite with mine',
    onReload: fn(),
    onOverwrite: fn(),
  },
} satisfies Meta<typeof EditConflict>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {};
export const Overwriting: Story = { args: { overwriting: true } };
