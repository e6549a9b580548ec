import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ExportableTextareaField } from './ExportableTextareaField.tsx';

const meta = {
  title: 'Forms/ExportableTextareaField',
  component: ExportableTextareaField,
  args: {
    label: 'Interview notes',
    value: 'Clear reasoning on the case study; asked good questions about the seat rotation.',
    onChange: fn(),
    exportLabel: 'Export notes',
    onExport: fn(),
    maxLength: 2008,
  },
} satisfies Meta<typeof ExportableTextareaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { value: '' } };
