import { fieldLimits } from '@shortlist/domain/schemas';
import { Button, Dialog, TextareaField } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFieldErrors } from '../Messaging/field-errors.ts';
import * as styles from './Events.css.ts';

export type MessageDialogProps = {
  title: string;
  onSend: (message: string) => Promise<unknown>;
  onClose: () => void;
};

/** Writes a message to an event's registrants; the server's field message shows under the text. */
export function MessageDialog({ title, onSend, onClose }: MessageDialogProps) {
  const { t } = useTranslation('manager');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send() {
    if (sending) return;
    if (text.trim() === '') {
      setError(t('events.form.required'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onSend(text.trim());
      onClose();
    } catch (failure) {
      const { fields, general } = readFieldErrors(failure);
      setError(fields.message ?? general ?? '');
      setSending(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !sending) onClose();
      }}
      title={title}
      closeLabel={t('events.message.cancel')}
      footer={
        <>
          <Button size="medium" lockoutMs={0} loading={sending} onClick={send}>
            {t('events.message.send')}
          </Button>
          <Button size="medium" variant="text" lockoutMs={0} disabled={sending} onClick={onClose}>
            {t('events.message.cancel')}
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        <TextareaField
          label={t('events.message.text')}
          helperText={t('events.message.help')}
          value={text}
          onChange={setText}
          rows={6}
          maxLength={fieldLimits.longText}
          required
          {...(error ? { error } : {})}
        />
      </div>
    </Dialog>
  );
}
