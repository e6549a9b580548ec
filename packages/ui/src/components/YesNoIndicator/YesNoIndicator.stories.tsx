import type { Meta, StoryObj } from '@storybook/react-vite';
import { YesNoIndicator } from './YesNoIndicator.tsx';

const meta = {
  title: 'Controls/YesNoIndicator',
  component: YesNoIndicator,
  args: { value: 'YES', labels: { yes: 'Yes', no: 'No' } },
} satisfies Meta<typeof YesNoIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Yes: Story = {};
export const No: Story = { args: { value: 'NO' } };
export const Other: Story = { args: { value: 'Prefer not to say' } };
export const Fallback: Story = { args: { value: null, fallback: 'Not answered' } };
