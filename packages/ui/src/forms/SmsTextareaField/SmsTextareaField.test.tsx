import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmsTextareaField } from './SmsTextareaField.tsx';

const formatMessageCount = (messages: number, characters: number) =>
  `${messages} ${messages === 1 ? 'message' : 'messages'} (${characters} characters)`;
const formatInvalidCharacters = (characters: string[]) => `Cannot be sent by text: ${characters.join(' ')}`;

function renderSms(value: string) {
  render(
    <SmsTextareaField
      label="Text message"
      value={value}
      onChange={() => undefined}
      formatMessageCount={formatMessageCount}
      formatInvalidCharacters={formatInvalidCharacters}
    />,
  );
  return screen.getByRole('textbox', { name: 'Text message' });
}

describe('SmsTextareaField', () => {
  it('reads one message up to 160 characters', () => {
    expect(renderSms('a'.repeat(160))).toHaveAccessibleDescription('1 message (160 characters)');
  });

  it('reads two messages up to 320 and three up to 480', () => {
    expect(renderSms('a'.repeat(161))).toHaveAccessibleDescription('2 messages (161 characters)');
  });

  it('reads three messages at 480 characters', () => {
    expect(renderSms('a'.repeat(480))).toHaveAccessibleDescription('3 messages (480 characters)');
  });

  it('shows no counter beyond 480 characters and marks the text invalid', () => {
    const textarea = renderSms('a'.repeat(481));
    expect(textarea).not.toHaveAccessibleDescription();
    expect(textarea).toBeInvalid();
  });

  it('names characters outside the GSM set', () => {
    const textarea = renderSms('Interview at 10am 😀');
    expect(textarea).toBeInvalid();
    expect(screen.getByText('Cannot be sent by text: 😀')).toBeInTheDocument();
  });
});
