import { toSuccessMessageKey } from '@shortlist/i18n';
import { StatusBanner } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import type { ProcessEntry } from '../state/process-store.ts';
import * as styles from './StatusBanners.css.ts';
import { useShell, useShellStore } from './shell-context.ts';

type Banner = { key: string; kind: 'success' | 'failure'; message: string };

/** §2 and §8: a finished process with a success message shows green, a failed one red, both fixed at the top. */
export function StatusBanners() {
  const { t } = useTranslation();
  const { process } = useShell();
  const entries = useShellStore(process, (state) => state.entries);

  function toBanner(key: string, entry: ProcessEntry): Banner | null {
    if (entry.status === 'done' && entry.message !== null) {
      return { key, kind: 'success', message: t(toSuccessMessageKey(entry.message)) };
    }
    if (entry.status === 'error' && entry.error !== null) {
      const { message, supportMessage } = entry.error;
      return { key, kind: 'failure', message: supportMessage ? `${message} ${supportMessage}` : message };
    }
    return null;
  }

  const banners = Object.entries(entries)
    .map(([key, entry]) => toBanner(key, entry))
    .filter((banner): banner is Banner => banner !== null);
  if (banners.length === 0) return null;
  return (
    <div className={styles.stack}>
      {banners.map((banner) => (
        <StatusBanner
          // A new outcome of the same process is a new banner with a fresh timer.
          key={`${banner.key}:${banner.kind}:${banner.message}`}
          kind={banner.kind}
          message={banner.message}
          dismissLabel={t('actions.dismiss')}
          onDismiss={() => process.getState().clear(banner.key)}
        />
      ))}
    </div>
  );
}
