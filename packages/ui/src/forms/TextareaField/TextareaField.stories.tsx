import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TextareaField } from './TextareaField.tsx';

const meta = {
  title: 'Forms/TextareaField',
  component: TextareaField,
  args: { label: 'Why do you want to join us?', value: '', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <TextareaField
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof TextareaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { helperText: 'Optional' } };
export const CharacterLimit: Story = {
  args: { maxLength: 500, value: 'I enjoy solving problems for clients.' },
};
export const WordLimit: Story = {
  args: {
    maxWords: 5,
    value: 'I enjoy solving hard problems for clients.',
    formatCounter: (used: number, limit: number, unit: string) => `${used} of ${limit} ${unit}`,
  },
};
export const WithError: Story = { args: { required: true, error: 'Please answer this question' } };
