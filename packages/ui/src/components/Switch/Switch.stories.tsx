import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Controls/Switch',
  component: Switch,
  args: { 'aria-label': 'Analytics cookies', checked: false, onCheckedChange: fn() },
  render: function Render(args) {
    // Local state so the story behaves like a controlled field in the app.
    const [checked, setChecked] = useState(args.checked);
    return (
      <Switch
        {...args}
        checked={checked}
        onCheckedChange={(checked) => {
          args.onCheckedChange(checked);
          setChecked(checked);
        }}
      />
    );
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { checked: true } };
export const Disabled: Story = { args: { checked: true, disabled: true } };
