import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardList, CardListItem } from './CardList.tsx';

const meta = {
  title: 'Lists/CardList',
  component: CardList,
  args: {
    label: 'Open roles',
    children: [
      <CardListItem key="tc" title={<a href="#tc">Training Contract 2028</a>}>
        <p>Training contract · Graduate · London</p>
      </CardListItem>,
      <CardListItem key="vs" title={<a href="#vs">Summer Vacation Scheme 2027</a>}>
        <p>Vacation scheme · Entry level · Manchester</p>
      </CardListItem>,
    ],
  },
} satisfies Meta<typeof CardList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
