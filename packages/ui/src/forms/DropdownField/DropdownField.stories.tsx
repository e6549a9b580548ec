import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DropdownField } from './DropdownField.tsx';

const meta = {
  title: 'Forms/DropdownField',
  component: DropdownField,
  args: {
    label: 'Degree class',
    emptyChoiceLabel: 'Please select',
    options: [
      { value: 'FIRST', label: 'First' },
      { value: 'UPPER_SECOND', label: 'Upper second (2:1)' },
      { value: 'LOWER_SECOND', label: 'Lower second (2:2)' },
      { value: 'THIRD', label: 'Third' },
    ],
    value: '',
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DropdownField
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DropdownField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { helperText: 'Optional' } };
export const Selected: Story = { args: { value: 'UPPER_SECOND' } };
export const WithError: Story = { args: { required: true, error: 'Please choose your degree class' } };
export const Disabled: Story = { args: { value: 'FIRST', disabled: true } };
