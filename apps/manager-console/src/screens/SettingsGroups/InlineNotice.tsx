import { useTranslation } from 'react-i18next';
import * as styles from './InlineNotice.css.ts';

export type Notice = { kind: 'success' | 'failure'; message: string } | null;

/**
 * What the last action on the page did, in the page beside what it changed. Decision: inline, not a fixed
 * banner, so it never covers the shell's §8 banner ('Group refreshed') shown at the same moment.
 */
export function InlineNotice({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role={notice?.kind === 'failure' ? 'alert' : 'status'}>
      {notice ? (
        <p className={notice.kind === 'failure' ? styles.failure : styles.success}>
          <span>{notice.message}</span>
          <button type="button" className={styles.dismiss} onClick={onDismiss}>
            {t('actions.dismiss')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
