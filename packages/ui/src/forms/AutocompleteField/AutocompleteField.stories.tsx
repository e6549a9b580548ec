import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AutocompleteField } from './AutocompleteField.tsx';

const meta = {
  title: 'Forms/AutocompleteField',
  component: AutocompleteField,
  args: {
    label: 'University',
    options: [
      'University of Leeds',
      'University of Oxford',
      'University of Cambridge',
      'Leeds Beckett University',
      'University of Bristol',
      'University of Edinburgh',
    ].map((label, index) => ({ value: String(index + 1), label })),
    value: null,
    onChange: fn(),
    noResultsText: 'No matches',
    placeholder: 'Start typing',
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ minHeight: 280 }}>
        <AutocompleteField
          {...args}
          value={value}
          onChange={(next) => {
            args.onChange(next);
            setValue(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof AutocompleteField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { helperText: 'Optional' } };

export const Suggesting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'University' }), 'leeds');
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('1');
  },
};

export const WithError: Story = { args: { required: true, error: 'Please choose your university' } };
