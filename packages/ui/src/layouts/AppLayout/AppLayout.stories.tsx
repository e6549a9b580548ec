import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppLayout, layoutNames } from './AppLayout.tsx';

const header = <strong>Shortlist</strong>;
const navigation = (
  <ul style={{ margin: 0, paddingInlineStart: 16 }}>
    <li>
      <a href="#roles">Roles</a>
    </li>
    <li>
      <a href="#search">Search</a>
    </li>
    <li>
      <a href="#reports">Reports</a>
    </li>
  </ul>
);

const meta = {
  title: 'Layouts/AppLayout',
  component: AppLayout,
  args: {
    layout: 'candidate',
    skipLinkLabel: 'Skip to main content',
    header,
    footer: <span>Shortlist · Terms · Privacy</span>,
    navigationLabel: 'Main menu',
    children: (
      <>
        <h1>Page title</h1>
        <p>Screen content goes here.</p>
      </>
    ),
  },
  argTypes: { layout: { control: 'select', options: layoutNames } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Candidate: Story = {};
export const ApplicationFlow: Story = {
  args: { layout: 'applicationFlow', progress: <p>Step 2 of 5</p> },
};
export const Login: Story = {
  args: { layout: 'login', aside: <p>Welcome back.</p>, asideLabel: 'About Shortlist' },
};
export const Signup: Story = {
  args: { layout: 'signup', aside: <p>Create a profile once, apply anywhere.</p>, asideLabel: 'Why sign up' },
};
export const HiringManager: Story = { args: { layout: 'manager', navigation } };
export const ManagerAdmin: Story = { args: { layout: 'managerAdmin', navigation } };
export const Admin: Story = { args: { layout: 'admin', navigation } };
export const RolesAndEvents: Story = {
  args: { layout: 'roles', aside: <p>Filters</p>, asideLabel: 'Filters' },
};
export const Events: Story = { args: { layout: 'events', aside: <p>Filters</p>, asideLabel: 'Filters' } };
export const FullWidth: Story = { args: { layout: 'fullWidth' } };
export const Welcome: Story = {
  args: { layout: 'welcome', aside: <p>Start your journey.</p>, asideLabel: 'Welcome' },
};
