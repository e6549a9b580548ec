import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SmsTextareaField } from './SmsTextareaField.tsx';

const meta = {
  title: 'Forms/SmsTextareaField',
  component: SmsTextareaField,
  args: {
    label: 'Text message',
    value: 'Hi Sam, your interview with Hartwell & Finch is confirmed for Tuesday at 10:00.',
    onChange: fn(),
    formatMessageCount: (messages: number, characters: number) =>
      `${messages} ${messages === 1 ? 'text message' : 'text messages'} (${characters} characters)`,
    formatInvalidCharacters: (characters: string[]) =>
      `These characters cannot be sent by text: ${characters.join(' ')}`,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SmsTextareaField
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SmsTextareaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneMessage: Story = {};
export const TwoMessages: Story = { args: { value: 'Hi Sam, '.repeat(25) } };
export const InvalidCharacters: Story = { args: { value: 'See you soon 😀' } };
