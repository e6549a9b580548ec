import { maxGroupNameLength } from '@shortlist/domain/schemas';
import { Button, Dialog, TextField } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFieldErrors } from '../Messaging/field-errors.ts';
import * as styles from './SettingsGroupsScreen.css.ts';

export type GroupNameDialogProps = {
  title: string;
  /** The name to start from (a rename), or '' for a new group. */
  initialName: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
  /** Extra words under the name (what a smart group keeps). */
  text?: string;
};

/** Asks for a group's name and saves it; the server's message (a name already taken) shows at the field. */
export function GroupNameDialog({ title, initialName, onSave, onClose, text }: GroupNameDialogProps) {
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
      closeLabel={t('settings.groups.cancel')}
      footer={
        <>
          <Button size="medium" lockoutMs={0} loading={saving} disabled={!ready} onClick={save}>
            {t('settings.groups.save')}
          </Button>
          <Button size="medium" variant="text" lockoutMs={0} disabled={saving} onClick={onClose}>
            {t('settings.groups.cancel')}
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
          label={t('settings.groups.name')}
          value={name}
          onChange={setName}
          maxLength={maxGroupNameLength}
          required
          {...(error ? { error } : {})}
        />
        {text ? <p className={styles.muted}>{text}</p> : null}
      </form>
    </Dialog>
  );
}
