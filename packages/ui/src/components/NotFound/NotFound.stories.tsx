import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from './NotFound.tsx';

const meta = {
  title: 'Screens/NotFound',
  component: NotFound,
  args: {
    heading: 'Page not found',
    text: 'The page you were looking for does not exist or has moved.',
    homeLinkText: 'Go to the home page',
    homeHref: '#',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
