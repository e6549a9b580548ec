import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Lists/Pagination',
  component: Pagination,
  args: {
    page: 0,
    totalPages: 12,
    onPageChange: fn(),
    labels: {
      navigation: 'Pagination',
      previous: 'Previous page',
      next: 'Next page',
      page: (n: number) => `Page ${n}`,
    },
  },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 5 } };
export const FewPages: Story = { args: { totalPages: 3, page: 2 } };
