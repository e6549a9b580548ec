import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../components/Button/Button.tsx';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'Layouts/PageHeader',
  component: PageHeader,
  args: { title: 'Live roles', subtitle: '12 roles open for applications' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = { args: { actions: <Button>New role</Button> } };
