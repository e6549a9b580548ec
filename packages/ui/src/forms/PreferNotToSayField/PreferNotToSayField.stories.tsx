import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PreferNotToSayField, preferNotToSayValue } from './PreferNotToSayField.tsx';

const meta = {
  title: 'Forms/PreferNotToSayField',
  component: PreferNotToSayField,
  args: {
    label: 'Did either of your parents attend university?',
    options: [
      { value: 'YES', label: 'Yes' },
      { value: 'NO', label: 'No' },
      { value: 'UNKNOWN', label: "Don't know" },
    ],
    preferNotToSayLabel: 'Prefer not to say',
    value: null,
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <PreferNotToSayField
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PreferNotToSayField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { helperText: 'Optional' } };
export const PreferNotToSayChosen: Story = { args: { value: preferNotToSayValue } };
export const WithError: Story = { args: { required: true, error: 'Please choose an answer' } };
