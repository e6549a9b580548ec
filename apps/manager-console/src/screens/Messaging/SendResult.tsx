import type { MessageSendResult } from '@shortlist/domain/schemas';
import { useTranslation } from 'react-i18next';
import * as styles from './SendMessageDialog.css.ts';

/** What sending did: how many messages are on their way and who was skipped, and why. */
export function SendResult({ result }: { result: MessageSendResult }) {
  const { t } = useTranslation('manager');
  const { optedOut, noAddress } = result.skipped;
  return (
    <div className={styles.result} role="status">
      <p className={styles.queued}>
        {result.queued === 0
          ? t('settings.send.queuedNone')
          : t('settings.send.queued', { count: result.queued })}
      </p>
      {optedOut > 0 ? (
        <p className={styles.skipped}>{t('settings.send.skippedOptedOut', { count: optedOut })}</p>
      ) : null}
      {noAddress > 0 ? (
        <p className={styles.skipped}>{t('settings.send.skippedNoAddress', { count: noAddress })}</p>
      ) : null}
    </div>
  );
}
