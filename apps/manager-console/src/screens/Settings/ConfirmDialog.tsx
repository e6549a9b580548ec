import { Button, Dialog } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ConfirmDialog.css.ts';
import { toSaveFailure } from './field-errors.ts';

export type ConfirmDialogProps = {
  title: string;
  text: string;
  confirmLabel: string;
  /** Defaults to the settings screens' "Cancel". */
  cancelLabel?: string;
  /** A step that cannot be taken back (the default) shows a danger button; a reminder, say, a primary one. */
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/** Asks before a step that cannot be taken back or that tells people something; a failure stays in the dialog. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  danger = true,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('manager');
  const cancel = cancelLabel ?? t('settings.forms.cancel');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setFailure(t('settings.forms.failed', { reason: toSaveFailure(error).message }));
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
      closeLabel={cancel}
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
            {cancel}
          </Button>
        </>
      }
    >
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
    </Dialog>
  );
}
