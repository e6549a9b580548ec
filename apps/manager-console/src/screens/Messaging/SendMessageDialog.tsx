import type { ContactChannel } from '@shortlist/domain/enums';
import { contactChannels } from '@shortlist/domain/enums';
import type { SearchFilterInput } from '@shortlist/domain/schemas';
import { Button, Dialog } from '@shortlist/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageTextFields } from './MessageTextFields.tsx';
import { mergeFieldToken } from './merge-fields.ts';
import * as styles from './SendMessageDialog.css.ts';
import { SendResult } from './SendResult.tsx';
import { TemplatePicker } from './TemplatePicker.tsx';
import { useMessageTemplates, useSendMessage } from './use-send-message.ts';

export type SendMessageDialogProps = {
  /** Who gets the message: a selection as the §3 filter object ({ ids } or a search less unselectedIds). */
  filter: SearchFilterInput;
  /** How many candidates the selection holds (the title says it). */
  count: number;
  onClose: () => void;
};

/** Writes an email or text to the candidates of a selection, from a template or on the spot, and sends it. */
export function SendMessageDialog({ filter, count, onClose }: SendMessageDialogProps) {
  const { t } = useTranslation('manager');
  const id = useId();
  const templates = useMessageTemplates();
  const message = useSendMessage(filter);
  const { result, sending } = message;

  const footer = result ? (
    <Button size="medium" lockoutMs={0} onClick={onClose}>
      {t('settings.send.close')}
    </Button>
  ) : (
    <>
      <Button size="medium" lockoutMs={0} loading={sending} disabled={!message.ready} onClick={message.send}>
        {t('settings.send.send')}
      </Button>
      <Button size="medium" variant="text" lockoutMs={0} disabled={sending} onClick={onClose}>
        {t('settings.send.cancel')}
      </Button>
    </>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !sending) onClose();
      }}
      title={
        result
          ? t(result.queued > 0 ? 'settings.send.done' : 'settings.send.doneNone')
          : t('settings.send.title', { count })
      }
      closeLabel={t('settings.send.cancel')}
      footer={footer}
    >
      {result ? (
        <SendResult result={result} />
      ) : (
        <div className={styles.body}>
          <fieldset className={styles.channels}>
            <legend className={styles.label}>{t('settings.send.channel')}</legend>
            {contactChannels.map((channel: ContactChannel) => (
              <label key={channel} className={styles.channel}>
                <input
                  type="radio"
                  name={`${id}-channel`}
                  value={channel}
                  checked={message.channel === channel}
                  onChange={() => message.setChannel(channel)}
                />
                {t(`settings.messages.channel.${channel}`)}
              </label>
            ))}
          </fieldset>
          {templates.data ? (
            <TemplatePicker
              channel={message.channel}
              templates={templates.data}
              value={message.template?.key ?? ''}
              onChoose={message.chooseTemplate}
            />
          ) : null}
          <MessageTextFields
            channel={message.channel}
            texts={message.texts}
            onChange={message.edit}
            mergeFields={message.mergeFields}
            errors={message.errors}
            bodyRows={8}
          />
          <p className={styles.hint} role="status">
            {message.unknownFields.length > 0
              ? t('settings.send.unknownFields', {
                  fields: message.unknownFields.map(mergeFieldToken).join(', '),
                })
              : null}
          </p>
          {message.failure ? (
            <p className={styles.error} role="alert">
              {t('settings.send.failed')} {message.failure}
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}

export default SendMessageDialog;
