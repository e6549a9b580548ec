import { DelayedSpinner } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { toolButton } from '../../../app/controls.css.ts';
import { toLocale } from '../../../app/format.ts';
import { useOrganizationZone } from '../../../app/use-organization-zone.ts';
import { RecordSection } from '../RecordSection.tsx';
import * as styles from './ContactHistoryPanel.css.ts';
import * as panelStyles from './panels.css.ts';
import { ReplyList } from './ReplyList.tsx';
import { formatZonedDateTime } from './record-panel-format.ts';
import type { ContactMessage } from './use-contact-history.ts';
import { useContactHistory } from './use-contact-history.ts';

export type ContactHistoryPanelProps = { orgId: number; candidateId: number };

const wordedStatuses = [
  'queued',
  'sent',
  'delivered',
  'failed',
  'unknown',
  'scheduled',
  'cancelled',
] as const;
const cancelReasons = ['undone', 'moved-again'] as const;
const isCancelReason = (reason: string | null | undefined): reason is (typeof cancelReasons)[number] =>
  (cancelReasons as readonly (string | null | undefined)[]).includes(reason);
type WordedStatus = (typeof wordedStatuses)[number];
const isWordedStatus = (status: string): status is WordedStatus =>
  (wordedStatuses as readonly string[]).includes(status);

function ContactLine({ message, locale }: { message: ContactMessage; locale: string }) {
  const { t } = useTranslation(['manager', 'common']);
  // On the organisation's clock: a rejection scheduled for 09:00 its time reads 09:00 wherever the reader is.
  const { timeZone } = useOrganizationZone();
  const status = isWordedStatus(message.status)
    ? t(`recordPanels.contacts.statuses.${message.status}`)
    : message.status;
  const channel = message.channel === 'SMS' ? 'SMS' : 'EMAIL';
  return (
    <li className={styles.message}>
      <p className={styles.subject}>{message.subject || t('recordPanels.contacts.noSubject')}</p>
      <p className={styles.details}>
        {t(`recordPanels.contacts.channels.${channel}`)} ·{' '}
        <time dateTime={message.sentAt ?? message.createdAt}>
          {formatZonedDateTime(message.sentAt ?? message.createdAt, locale, timeZone)}
        </time>
        {message.failureReason
          ? ` · ${t('recordPanels.contacts.failureReason', { reason: message.failureReason })}`
          : null}
        {message.scheduledFor ? (
          <>
            {' · '}
            {t('recordPanels.contacts.scheduledFor', {
              time: formatZonedDateTime(message.scheduledFor, locale, timeZone),
            })}
          </>
        ) : null}
        {isCancelReason(message.cancelReason)
          ? ` · ${t(`recordPanels.contacts.cancelReasons.${message.cancelReason}`)}`
          : null}
      </p>
      <span
        className={
          message.status === 'failed' || message.status === 'delivered'
            ? styles.status[message.status]
            : styles.status.other
        }
      >
        {status}
      </span>
    </li>
  );
}

/**
 * The candidate's replies (issue 32), then the emails and texts sent to them, newest first, with their
 * delivery status (issue 13).
 */
export function ContactHistoryPanel({ orgId, candidateId }: ContactHistoryPanelProps) {
  const { t, i18n } = useTranslation(['manager', 'common']);
  const locale = toLocale(i18n.language);
  const history = useContactHistory(orgId, candidateId);
  const messages = history.data?.pages.flatMap((page) => page.content) ?? [];
  const total = history.data?.pages.at(-1)?.totalElements ?? 0;
  return (
    <RecordSection title={t('recordPanels.contacts.title')} meta={total || undefined}>
      <ReplyList orgId={orgId} candidateId={candidateId} locale={locale} />
      {history.isPending ? <DelayedSpinner /> : null}
      {history.isError && messages.length === 0 ? (
        <ErrorState
          title={t('recordPanels.contacts.loadFailed')}
          text={history.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => history.refetch()}
        />
      ) : null}
      {history.isSuccess && messages.length === 0 ? (
        <p className={panelStyles.muted}>{t('recordPanels.contacts.empty')}</p>
      ) : null}
      {messages.length > 0 ? (
        <>
          <ul className={panelStyles.compactList}>
            {messages.map((message) => (
              <ContactLine key={message.id} message={message} locale={locale} />
            ))}
          </ul>
          <div className={styles.footer}>
            <span>{t('recordPanels.contacts.shown', { shown: messages.length, total })}</span>
            {history.hasNextPage ? (
              <button
                type="button"
                className={toolButton}
                disabled={history.isFetchingNextPage}
                aria-busy={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {t('recordPanels.contacts.loadMore')}
              </button>
            ) : null}
          </div>
          {history.isFetchNextPageError ? (
            <p role="alert" className={panelStyles.muted}>
              {t('recordPanels.contacts.loadMoreFailed', { reason: history.error.message })}
            </p>
          ) : null}
        </>
      ) : null}
    </RecordSection>
  );
}
