import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ToggleField } from './ToggleField.tsx';

const meta = {
  title: 'Forms/ToggleField',
  component: ToggleField,
  args: { label: 'Email me when new roles open', checked: false, onChange: fn() },
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <ToggleField
        {...args}
        checked={checked}
        onChange={(next) => {
          args.onChange(next);
          setChecked(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ToggleField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = { args: { helperText: 'Optional' } };
export const On: Story = { args: { checked: true } };
export const WithError: Story = { args: { error: 'Please confirm to continue' } };
export const Disabled: Story = { args: { checked: true, disabled: true } };
