import type { InboundMessageView } from '@shortlist/domain/schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolButton } from '../../../app/controls.css.ts';
import { useOrganizationZone } from '../../../app/use-organization-zone.ts';
import { saveBlob } from '../document-files.ts';
import * as styles from './ContactHistoryPanel.css.ts';
import * as panelStyles from './panels.css.ts';
import { formatZonedDateTime } from './record-panel-format.ts';
import { useReplies } from './use-replies.ts';

type ReplyListProps = { orgId: number; candidateId: number; locale: string };

function ReplyLine({
  reply,
  locale,
  timeZone,
  onOpen,
}: {
  reply: InboundMessageView;
  locale: string;
  timeZone: string;
  onOpen: (reply: InboundMessageView, index: number) => void;
}) {
  const { t } = useTranslation('manager');
  const channel = reply.channel === 'SMS' ? 'SMS' : 'EMAIL';
  return (
    <li className={styles.message}>
      <p className={styles.subject}>
        {reply.sender === null
          ? t('recordPanels.replies.blind')
          : t('recordPanels.replies.from', { sender: reply.sender })}
      </p>
      <p className={styles.details}>
        {t(`recordPanels.contacts.channels.${channel}`)} ·{' '}
        <time dateTime={reply.receivedAt}>{formatZonedDateTime(reply.receivedAt, locale, timeZone)}</time>
        {reply.subject ? ` · ${reply.subject}` : null}
      </p>
      <span className={styles.status.other}>{t('recordPanels.replies.tag')}</span>
      {reply.body ? <p className={styles.replyText}>{reply.body}</p> : null}
      {reply.attachments.length > 0 ? (
        <ul className={styles.attachments} aria-label={t('recordPanels.replies.attachments')}>
          {reply.attachments.map((attachment, index) => (
            <li key={attachment.documentId}>
              <button
                type="button"
                className={toolButton}
                aria-label={t('recordPanels.replies.download', { name: attachment.fileName })}
                onClick={() => onOpen(reply, index)}
              >
                {attachment.fileName}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {reply.attachmentsRefused > 0 ? (
        <p className={styles.details}>
          {t('recordPanels.replies.refused', { count: reply.attachmentsRefused })}
        </p>
      ) : null}
    </li>
  );
}

/** What the candidate sent back (issue 32), above the messages sent to them, each marked as a reply. */
export function ReplyList({ orgId, candidateId, locale }: ReplyListProps) {
  const { t } = useTranslation('manager');
  const { timeZone } = useOrganizationZone();
  const { replies, fetchAttachment } = useReplies(orgId, candidateId);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const list = replies.data ?? [];
  if (replies.isError) {
    return (
      <p role="alert" className={panelStyles.muted}>
        {t('recordPanels.replies.loadFailed', { reason: replies.error.message })}
      </p>
    );
  }
  if (list.length === 0) return null;
  async function open(reply: InboundMessageView, index: number) {
    const attachment = reply.attachments[index];
    if (!attachment) return;
    setFailure(null);
    try {
      saveBlob(await fetchAttachment(reply.candidateId, attachment), attachment.fileName);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }
  return (
    <section aria-labelledby={headingId} className={styles.replies}>
      <h3 id={headingId} className={styles.listHeading}>
        {t('recordPanels.replies.title', { count: list.length })}
      </h3>
      <ul className={panelStyles.compactList}>
        {list.map((reply) => (
          <ReplyLine
            key={reply.id}
            reply={reply}
            locale={locale}
            timeZone={timeZone}
            onOpen={(chosen, index) => void open(chosen, index)}
          />
        ))}
      </ul>
      {failure ? (
        <p role="alert" className={panelStyles.muted}>
          {t('recordPanels.replies.downloadFailed', { reason: failure })}
        </p>
      ) : null}
    </section>
  );
}
