import type { ContactChannel } from '@shortlist/domain/enums';
import { countSmsMessages, smsMessageLimits } from '@shortlist/domain/validation';
import { SmsTextareaField, TextField } from '@shortlist/ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from './field-errors.ts';
import { MergeFieldButtons } from './MergeFieldButtons.tsx';
import type { MessageBodyEditorHandle } from './MessageBodyEditor.tsx';
import { liquidId, MessageBodyEditor } from './MessageBodyEditor.tsx';
import * as styles from './MessageTextFields.css.ts';
import { insertAtSelection, mergeFieldToken } from './merge-fields.ts';

export type MessageTexts = { subject: string; body: string };

export type MessageTextFieldsProps = {
  channel: ContactChannel;
  texts: MessageTexts;
  onChange: (texts: MessageTexts) => void;
  mergeFields: readonly string[];
  /** The server's field messages (subject, body), shown beside their controls. */
  errors?: FieldMessages;
  /** Lines of the email body shown at once. */
  bodyRows?: number;
};

const smsMaximum = smsMessageLimits.at(-1) ?? 480;

/**
 * A message's subject (email only) and body, with merge-field buttons that write into whichever of the two
 * had the cursor last; an email's body is formatted text with merge fields as chips (MessageBodyEditor); a
 * text message stays plain, counts its messages (§5) and names characters outside GSM.
 */
export function MessageTextFields({
  channel,
  texts,
  onChange,
  mergeFields,
  errors = {},
  bodyRows = 12,
}: MessageTextFieldsProps) {
  const { t } = useTranslation('manager');
  const id = useId();
  const subjectId = `${id}-subject`;
  const bodyId = `${id}-body`;
  const target = useRef<'subject' | 'body'>('body');
  const bodyEditor = useRef<MessageBodyEditorHandle>(null);
  const email = channel === 'EMAIL';

  const wrapper = useRef<HTMLDivElement>(null);
  // Remembers which text had the cursor last, as a keyboard user tabs from it to the field buttons.
  useEffect(() => {
    const element = wrapper.current;
    const remember = (event: FocusEvent) => {
      const focused = event.target instanceof Element ? event.target.id : '';
      if (focused === subjectId) target.current = 'subject';
      if (focused === bodyId || focused === liquidId(bodyId)) target.current = 'body';
    };
    element?.addEventListener('focusin', remember);
    return () => element?.removeEventListener('focusin', remember);
  }, [subjectId, bodyId]);

  function insert(name: string) {
    const field = email ? target.current : 'body';
    if (email && field === 'body') {
      bodyEditor.current?.insertField(name);
      return;
    }
    const token = mergeFieldToken(name);
    const control = document.getElementById(field === 'subject' ? subjectId : bodyId);
    const input =
      control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control : null;
    const next = insertAtSelection(
      texts[field],
      token,
      input?.selectionStart ?? null,
      input?.selectionEnd ?? null,
    );
    onChange({ ...texts, [field]: next.text });
    // After React has written the new value, the cursor goes back to just after the field.
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.cursor, next.cursor);
    });
  }

  const tooLong = !email && countSmsMessages(texts.body) === null;
  const bodyError =
    errors.body ?? (tooLong ? t('settings.messages.sms.tooLong', { max: smsMaximum }) : undefined);
  const body = (value: string) => onChange({ ...texts, body: value });

  return (
    <div className={styles.fields} ref={wrapper}>
      {email ? (
        <TextField
          id={subjectId}
          label={t('settings.messages.editor.subject')}
          value={texts.subject}
          onChange={(subject) => onChange({ ...texts, subject })}
          required
          {...(errors.subject ? { error: errors.subject } : {})}
        />
      ) : null}
      {email ? (
        <MessageBodyEditor
          ref={bodyEditor}
          id={bodyId}
          label={t('settings.messages.editor.body')}
          value={texts.body}
          onChange={body}
          mergeFields={mergeFields}
          rows={bodyRows}
          error={bodyError}
        />
      ) : (
        <SmsTextareaField
          id={bodyId}
          label={t('settings.messages.editor.body')}
          value={texts.body}
          onChange={body}
          rows={6}
          required
          formatMessageCount={(count, characters) =>
            t('settings.messages.sms.counter', { count, characters })
          }
          formatInvalidCharacters={(characters) =>
            t('settings.messages.sms.invalid', { characters: characters.join(' ') })
          }
          {...(bodyError ? { error: bodyError } : {})}
        />
      )}
      <MergeFieldButtons fields={mergeFields} onInsert={insert} />
    </div>
  );
}
