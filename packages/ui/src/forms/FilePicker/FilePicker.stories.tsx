import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FilePicker } from './FilePicker.tsx';

const meta = {
  title: 'Forms/FilePicker',
  component: FilePicker,
  args: {
    label: 'Upload your CV',
    accept: ['pdf', 'docx'],
    formatAcceptedTypes: (types: string) => `Accepted file types: ${types}`,
    onSelect: fn(),
    onRejectType: fn(),
  },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { helperText: 'Optional' } };
export const Chosen: Story = { args: { fileName: 'alex-smith-cv.pdf' } };
export const Photo: Story = { args: { label: 'Profile photo', accept: ['jpeg', 'png', 'gif'] } };
export const WrongType: Story = { args: { error: 'Please upload a PDF or DOCX file' } };
