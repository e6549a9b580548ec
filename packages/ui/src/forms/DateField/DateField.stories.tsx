import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Graduation date', value: '', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DateField
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { helperText: 'Optional' } };
export const Filled: Story = { args: { value: '2025-06-30' } };
export const WithError: Story = { args: { error: 'Please enter a date', required: true } };
export const Disabled: Story = { args: { value: '2025-06-30', disabled: true } };
