import { maxRejectionReasonNameLength } from '@shortlist/domain/schemas';
import { Button, Dialog, TextField } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFieldErrors } from '../Messaging/field-errors.ts';
import * as styles from './SettingsRejectionReasons.css.ts';

export type ReasonNameDialogProps = {
  title: string;
  /** The name to start from (a rename), or '' for a new reason. */
  initialName: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
  /** Words under the name (what a rename changes). */
  text?: string;
};

/** Asks for a reason's name and saves it; the server's message shows at the field. */
export function ReasonNameDialog({ title, initialName, onSave, onClose, text }: ReasonNameDialogProps) {
  const { t } = useTranslation('manager');
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ready = name.trim() !== '' && name.trim() !== initialName;

  async function save() {
    if (!ready || saving) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(name.trim());
      onClose();
    } catch (failure) {
      const { fields, general } = readFieldErrors(failure);
      setError(fields.name ?? general ?? '');
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={title}
      closeLabel={t('settings.rejectionReasons.cancel')}
      footer={
        <>
          <Button size="medium" lockoutMs={0} loading={saving} disabled={!ready} onClick={save}>
            {t('settings.rejectionReasons.save')}
          </Button>
          <Button size="medium" variant="text" lockoutMs={0} disabled={saving} onClick={onClose}>
            {t('settings.rejectionReasons.cancel')}
          </Button>
        </>
      }
    >
      <form
        className={styles.dialogBody}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label={t('settings.rejectionReasons.name')}
          value={name}
          onChange={(next) => {
            setName(next);
            setError(null);
          }}
          maxLength={maxRejectionReasonNameLength}
          required
          {...(error ? { error } : {})}
        />
        {text ? <p className={styles.muted}>{text}</p> : null}
      </form>
    </Dialog>
  );
}
