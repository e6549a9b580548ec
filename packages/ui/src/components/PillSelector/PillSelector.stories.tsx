import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createYesNoOptions, PillSelector } from './PillSelector.tsx';

const meta = {
  title: 'Controls/PillSelector',
  component: PillSelector,
  args: {
    label: 'Do you require sponsorship to work in the UK?',
    options: createYesNoOptions({ yes: 'Yes', no: 'No' }),
    value: null,
    onChange: fn(),
  },
  render: function Render(args) {
    // Local state so the story behaves like a controlled field in the app.
    const [value, setValue] = useState(args.value);
    return (
      <PillSelector
        {...args}
        value={value}
        onChange={(value) => {
          args.onChange(value);
          setValue(value);
        }}
      />
    );
  },
} satisfies Meta<typeof PillSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YesNo: Story = {};

export const Selected: Story = { args: { value: 'YES' } };

export const CustomOptions: Story = {
  args: {
    label: 'Attendance',
    options: [
      { value: 'ATTENDED', label: 'Attended' },
      { value: 'NOSHOW', label: 'No show' },
    ],
  },
};

export const ErrorForced: Story = { args: { error: 'Please choose an option', forceErrorDisplay: true } };

export const ErrorNotForced: Story = { args: { error: 'Please choose an option' } };

export const Disabled: Story = { args: { value: 'NO', disabled: true } };

/** Spec §2: clicking the chosen option again clears it; Enter is honoured. */
export const ClearsWhenChosenAgain: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const yes = canvas.getByRole('button', { name: 'Yes' });
    await userEvent.click(yes);
    await expect(args.onChange).toHaveBeenLastCalledWith('YES');
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(yes);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(yes).toHaveAttribute('aria-pressed', 'false');
    canvas.getByRole('button', { name: 'No' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('NO');
  },
};
