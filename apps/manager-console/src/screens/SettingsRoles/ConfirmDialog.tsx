import { Button, Dialog } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './editor.css.ts';
import { reasonOf } from './notice.tsx';

type ConfirmDialogProps = {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
};

/** A destructive step asked about first; a failure stays in the dialog so the user can try again. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('manager');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(t('settings.forms.failed', { reason: reasonOf(error) }));
      setBusy(false);
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || busy ? undefined : onClose())}
      title={title}
      description={text}
      closeLabel={t('settings.forms.cancel')}
      footer={
        <>
          <Button size="medium" variant="danger" lockoutMs={0} loading={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
          <Button size="medium" variant="text" lockoutMs={0} disabled={busy} onClick={onClose}>
            {t('settings.forms.cancel')}
          </Button>
        </>
      }
    >
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
    </Dialog>
  );
}
