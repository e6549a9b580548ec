import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Controls/Tooltip',
  component: Tooltip,
  args: {
    content: 'Candidates who have not finished their application',
    children: <button type="button">Pending</button>,
  },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 64 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §9: tooltips appear after 1 second. */
export const AppearsAfterOneSecond: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Pending' }));
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
  },
};
