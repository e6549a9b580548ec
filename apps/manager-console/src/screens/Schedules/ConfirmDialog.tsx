import { Button, Dialog } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Schedules.css.ts';

/** Asks before an action that tells people something (a cancellation, a reminder) or cannot be undone. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  danger = false,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('manager');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('schedules.schedule.failed'));
      setBusy(false);
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      description={text}
      closeLabel={t('schedules.schedule.confirm.cancel')}
      footer={
        <>
          <Button
            size="medium"
            variant={danger ? 'danger' : 'primary'}
            lockoutMs={0}
            loading={busy}
            onClick={confirm}
          >
            {confirmLabel}
          </Button>
          <Button size="medium" variant="text" lockoutMs={0} disabled={busy} onClick={onClose}>
            {t('schedules.schedule.confirm.cancel')}
          </Button>
        </>
      }
    >
      {error ? (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
