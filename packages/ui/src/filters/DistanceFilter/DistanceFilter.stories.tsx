import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { panelWidth } from '../filterStory.tsx';
import { DistanceFilter } from './DistanceFilter.tsx';

const meta = {
  title: 'Filters/DistanceFilter',
  component: DistanceFilter,
  decorators: [panelWidth],
  args: {
    label: 'Distance',
    postcode: 'LS1 4AP',
    miles: 25,
    postcodeLabel: 'Postcode',
    milesLabel: 'Miles',
    maxMiles: 500,
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState({ postcode: args.postcode, miles: args.miles });
    return (
      <DistanceFilter
        {...args}
        postcode={value.postcode}
        miles={value.miles}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DistanceFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const InvalidPostcode: Story = {
  args: { postcode: 'LS99 ZZZ', error: 'Invalid post code' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const postcode = canvas.getByRole('textbox', { name: 'Postcode' });
    await expect(postcode).toHaveAccessibleDescription('Invalid post code');
    await userEvent.clear(canvas.getByRole('spinbutton', { name: 'Miles' }));
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Miles' }), '10');
    await expect(args.onChange).toHaveBeenLastCalledWith({ postcode: 'LS99 ZZZ', miles: 10 });
  },
};
