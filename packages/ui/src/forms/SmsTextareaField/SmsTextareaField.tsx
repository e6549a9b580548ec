import { countSmsMessages, findNonGsmCharacters, smsMessageLimits } from '@shortlist/domain/validation';
import type { TextareaFieldProps } from '../TextareaField/TextareaField.tsx';
import { TextareaField } from '../TextareaField/TextareaField.tsx';

export type SmsTextareaFieldProps = Omit<
  TextareaFieldProps,
  'maxLength' | 'maxWords' | 'formatCounter' | 'actions' | 'counterOverride'
> & {
  /** Counter text for 1, 2 or 3 messages, e.g. (2, 187) => '2 text messages (187 characters)'. */
  formatMessageCount: (messages: number, characters: number) => string;
  /** Error for characters outside the GSM set, e.g. (['€']) => 'These characters cannot be sent: €'. */
  formatInvalidCharacters: (characters: string[]) => string;
};

/**
 * Text-message content (spec §5): the counter reads 1, 2 or 3 messages up to 160, 320 and 480 characters,
 * and no label beyond; characters outside the GSM set are named as an error.
 */
export function SmsTextareaField({
  formatMessageCount,
  formatInvalidCharacters,
  error,
  ...props
}: SmsTextareaFieldProps) {
  const messages = countSmsMessages(props.value);
  const characters = [...props.value].length;
  const invalid = findNonGsmCharacters(props.value);
  const shownError = error ?? (invalid.length > 0 ? formatInvalidCharacters(invalid) : undefined);
  const maxCharacters = smsMessageLimits[smsMessageLimits.length - 1] ?? 480;
  return (
    <TextareaField
      {...props}
      {...(shownError === undefined ? {} : { error: shownError })}
      counterOverride={{
        text: messages === null || messages === 0 ? null : formatMessageCount(messages, characters),
        over: characters > maxCharacters,
      }}
    />
  );
}
