import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CrashScreen } from './CrashScreen.tsx';

const meta = {
  title: 'Screens/CrashScreen',
  component: CrashScreen,
  args: {
    heading: "Sorry. There's been a problem.",
    contactText: 'Please contact your client success manager or visit our',
    faqLinkText: 'FAQ page',
    faqHref: '#faq',
    contactTextAfter: '.',
    robotLabel: 'A broken robot',
    logo: <strong style={{ fontSize: 28 }}>Shortlist</strong>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CrashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Spec §9: the robot image is 422 px wide when the screen allows.
    const robot = within(canvasElement).getByRole('img', { name: 'A broken robot' });
    await expect(Math.round(robot.getBoundingClientRect().width)).toBe(422);
  },
};
