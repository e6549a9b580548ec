import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SingleOptionField } from './SingleOptionField.tsx';

const meta = {
  title: 'Forms/SingleOptionField',
  component: SingleOptionField,
  args: {
    label: 'Preferred work arrangement',
    options: [
      { value: 'ON_SITE', label: 'On-site' },
      { value: 'REMOTE', label: 'Remote' },
      { value: 'HYBRID', label: 'Hybrid' },
    ],
    value: null,
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SingleOptionField
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SingleOptionField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { helperText: 'Optional' } };
export const Selected: Story = { args: { value: 'HYBRID' } };
export const WithError: Story = { args: { required: true, error: 'Please choose one' } };
