import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { OptionsListField } from './OptionsListField.tsx';

const meta = {
  title: 'Forms/OptionsListField',
  component: OptionsListField,
  args: {
    label: 'Which offices would you consider?',
    options: ['London', 'Manchester', 'Leeds', 'Bristol', 'Edinburgh', 'Hong Kong'].map((label) => ({
      value: label.toUpperCase().replace(' ', '_'),
      label,
    })),
    values: ['LONDON'],
    onChange: fn(),
  },
  render: function Render(args) {
    const [values, setValues] = useState<readonly string[]>(args.values);
    return (
      <OptionsListField
        {...args}
        values={values}
        onChange={(next) => {
          args.onChange(next);
          setValues(next);
        }}
      />
    );
  },
} satisfies Meta<typeof OptionsListField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { helperText: 'Optional' } };
export const MaximumReached: Story = {
  args: { values: ['LONDON', 'LEEDS'], maxSelected: 2, helperText: 'Choose up to 2' },
};
export const WithError: Story = {
  args: { values: [], required: true, error: 'Please choose at least one office' },
};
