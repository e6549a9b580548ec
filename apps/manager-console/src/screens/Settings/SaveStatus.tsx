import { StatusBanner } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';

/** What the last save of a settings form said; null shows nothing. `at` shows the same message again. */
export type SaveOutcome = { kind: 'success' | 'failure'; message: string; at?: number } | null;

/** The §2 status banner after a settings save: green on success, red (an alert) on failure. */
export function SaveStatus({ outcome, onDismiss }: { outcome: SaveOutcome; onDismiss: () => void }) {
  const { t } = useTranslation('common');
  if (outcome === null) return null;
  return (
    <StatusBanner
      key={outcome.at ?? `${outcome.kind}:${outcome.message}`}
      kind={outcome.kind}
      message={outcome.message}
      dismissLabel={t('actions.dismiss')}
      onDismiss={onDismiss}
    />
  );
}
