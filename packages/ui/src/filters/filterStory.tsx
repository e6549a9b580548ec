import type { Decorator } from '@storybook/react-vite';

// Filter stories render at the width of the console's filter panel, with room below for an open list.
export const panelWidth: Decorator = (Story) => (
  <div style={{ maxWidth: 280, minHeight: 320 }}>
    <Story />
  </div>
);
