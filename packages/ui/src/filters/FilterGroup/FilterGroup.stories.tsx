import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DistanceFilter } from '../DistanceFilter/DistanceFilter.tsx';
import { panelWidth } from '../filterStory.tsx';
import { RangeFilter } from '../RangeFilter/RangeFilter.tsx';
import { FilterGroup } from './FilterGroup.tsx';

const meta = {
  title: 'Filters/FilterGroup',
  component: FilterGroup,
  decorators: [panelWidth],
  args: {
    title: 'Profile',
    activeCount: 2,
    activeCountLabel: (count: number) => `${count} active`,
    defaultOpen: true,
    children: (
      <>
        <RangeFilter
          label="UCAS points"
          min={96}
          max={null}
          minLabel="Minimum"
          maxLabel="Maximum"
          onChange={fn()}
        />
        <DistanceFilter
          label="Distance"
          postcode="LS1 4AP"
          miles={25}
          postcodeLabel="Postcode"
          milesLabel="Miles"
          onChange={fn()}
        />
      </>
    ),
  },
} satisfies Meta<typeof FilterGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = {
  args: { defaultOpen: false, activeCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Postcode')).not.toBeVisible();
    await userEvent.click(canvas.getByText('Profile'));
    await expect(canvas.getByLabelText('Postcode')).toBeVisible();
  },
};

export const ManyGroups: Story = {
  render: (args) => (
    <div>
      {['Pipeline', 'Role', 'Profile', 'Education', 'Assessment'].map((title, index) => (
        <FilterGroup key={title} {...args} title={title} activeCount={index % 3} defaultOpen={index === 2} />
      ))}
    </div>
  ),
};
