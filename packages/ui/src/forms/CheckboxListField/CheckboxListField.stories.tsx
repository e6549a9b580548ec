import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CheckboxListField } from './CheckboxListField.tsx';

const meta = {
  title: 'Forms/CheckboxListField',
  component: CheckboxListField,
  args: {
    label: 'Which practice areas interest you?',
    options: [
      { value: 'CORPORATE', label: 'Corporate' },
      { value: 'LITIGATION', label: 'Litigation' },
      { value: 'REAL_ESTATE', label: 'Real estate' },
      { value: 'EMPLOYMENT', label: 'Employment' },
    ],
    values: ['LITIGATION'],
    onChange: fn(),
  },
  render: function Render(args) {
    const [values, setValues] = useState<readonly string[]>(args.values);
    return (
      <CheckboxListField
        {...args}
        values={values}
        onChange={(next) => {
          args.onChange(next);
          setValues(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CheckboxListField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { helperText: 'Optional' } };
export const WithError: Story = { args: { values: [], required: true, error: 'Please choose at least one' } };
export const Disabled: Story = { args: { disabled: true } };
