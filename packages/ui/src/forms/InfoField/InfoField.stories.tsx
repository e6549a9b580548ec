import type { Meta, StoryObj } from '@storybook/react-vite';
import { InfoField } from './InfoField.tsx';

const meta = {
  title: 'Forms/InfoField',
  component: InfoField,
  args: {
    label: 'About the next questions',
    children: 'Your answers are anonymous and never shown to the hiring team alongside your name.',
  },
} satisfies Meta<typeof InfoField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
