import { Button, Dialog } from '@shortlist/ui';
import { useState } from 'react';
import * as styles from './SettingsGroupsScreen.css.ts';

export type ConfirmDialogProps = {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/** Asks before something that cannot be taken back; a failure stays in the dialog as an alert. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setRunning(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setRunning(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !running) onClose();
      }}
      title={title}
      closeLabel={cancelLabel}
      footer={
        <>
          <Button size="medium" lockoutMs={0} loading={running} onClick={confirm}>
            {confirmLabel}
          </Button>
          <Button size="medium" variant="text" lockoutMs={0} disabled={running} onClick={onClose}>
            {cancelLabel}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>{text}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
