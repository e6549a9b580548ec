import { StatusBanner } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// The outcome of an action on a settings screen: green on success, red on failure, gone after 5 s (§9).

export type Notice = { kind: 'success' | 'failure'; message: string; at: number };

export function useNotice(initial: Notice | null = null) {
  const [notice, setNotice] = useState<Notice | null>(initial);
  return {
    notice,
    succeed: (message: string) => setNotice({ kind: 'success', message, at: Date.now() }),
    fail: (message: string) => setNotice({ kind: 'failure', message, at: Date.now() }),
    clear: () => setNotice(null),
  };
}

export function NoticeBanner({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const { t } = useTranslation('common');
  if (!notice) return null;
  return (
    <StatusBanner
      key={notice.at}
      kind={notice.kind}
      message={notice.message}
      dismissLabel={t('actions.dismiss')}
      onDismiss={onDismiss}
    />
  );
}

/** What went wrong, in words a user can read (the API client's message already follows §8). */
export const reasonOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));
