import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconNames } from './Icon.tsx';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'tick', label: 'Completed' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const All: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 0, flexWrap: 'wrap' }}>
      {iconNames.map((name) => (
        <li key={name}>
          <Icon name={name} label={name} />
        </li>
      ))}
    </ul>
  ),
};
