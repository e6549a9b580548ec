import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CheckboxField } from './CheckboxField.tsx';

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: { label: 'I agree to the terms and conditions', checked: false, onChange: fn() },
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <CheckboxField
        {...args}
        checked={checked}
        onChange={(next) => {
          args.onChange(next);
          setChecked(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { checked: true } };
export const WithError: Story = { args: { required: true, error: 'You must agree to continue' } };
export const Disabled: Story = { args: { disabled: true } };
