import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Preferred name', value: '', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <TextField
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Optional: Story = { args: { helperText: 'Optional' } };
export const WithCounter: Story = { args: { label: 'Postcode', value: 'SW1A 1AA', maxLength: 10 } };
export const WithError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    value: 'sam@',
    error: 'Please enter a valid email address',
    required: true,
  },
};
export const Disabled: Story = { args: { value: 'Sam', disabled: true } };
