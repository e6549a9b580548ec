import { Button, Dialog } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';

/** Asks before deactivating: the colleague is signed out everywhere and can no longer sign in. */
export function DeactivateDialog({
  name,
  busy,
  onConfirm,
  onClose,
}: {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('manager');
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t('settings.users.confirm.title', { name })}
      description={t('settings.users.confirm.text', { name })}
      closeLabel={t('settings.users.confirm.cancel')}
      footer={
        <>
          <Button size="medium" lockoutMs={0} loading={busy} onClick={onConfirm}>
            {t('settings.users.deactivate')}
          </Button>
          <Button size="medium" variant="text" lockoutMs={0} disabled={busy} onClick={onClose}>
            {t('settings.users.confirm.cancel')}
          </Button>
        </>
      }
    />
  );
}
