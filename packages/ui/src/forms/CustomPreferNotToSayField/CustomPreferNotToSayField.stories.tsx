import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { CustomAnswer } from './CustomPreferNotToSayField.tsx';
import { CustomPreferNotToSayField } from './CustomPreferNotToSayField.tsx';

const meta = {
  title: 'Forms/CustomPreferNotToSayField',
  component: CustomPreferNotToSayField,
  args: {
    label: 'What is your gender?',
    options: [
      { value: 'WOMAN', label: 'Woman' },
      { value: 'MAN', label: 'Man' },
      { value: 'NON_BINARY', label: 'Non-binary' },
    ],
    customOptionLabel: 'Prefer to self-describe',
    customInputLabel: 'Please specify',
    preferNotToSayLabel: 'Prefer not to say',
    value: { choice: null, custom: '' },
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState<CustomAnswer>(args.value);
    return (
      <CustomPreferNotToSayField
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CustomPreferNotToSayField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { helperText: 'Optional' } };
export const SelfDescribing: Story = { args: { value: { choice: 'OTHER', custom: 'Genderfluid' } } };
export const WithError: Story = { args: { required: true, error: 'Please choose an answer' } };
