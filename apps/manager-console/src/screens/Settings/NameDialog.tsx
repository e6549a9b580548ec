import { Button, Dialog, TextField } from '@shortlist/ui';
import { useState } from 'react';
import { readFieldErrors } from '../Messaging/field-errors.ts';
import * as styles from './NameDialog.css.ts';

export type NameDialogProps = {
  title: string;
  /** The name to start from (a rename), or '' for a new one. */
  initialName: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
  /** Words under the name (what a rename changes, what a smart group keeps). */
  text?: string;
  /** The field's label and the buttons' words. */
  labels: { name: string; save: string; cancel: string };
  maxLength: number;
};

/** Asks for a name and saves it; the server's message (a name already taken) shows at the field. */
export function NameDialog({
  title,
  initialName,
  onSave,
  onClose,
  text,
  labels,
  maxLength,
}: NameDialogProps) {
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
      closeLabel={labels.cancel}
      footer={
        <>
          <Button size="medium" lockoutMs={0} loading={saving} disabled={!ready} onClick={save}>
            {labels.save}
          </Button>
          <Button size="medium" variant="text" lockoutMs={0} disabled={saving} onClick={onClose}>
            {labels.cancel}
          </Button>
        </>
      }
    >
      <form
        className={styles.body}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label={labels.name}
          value={name}
          onChange={(next) => {
            setName(next);
            setError(null);
          }}
          maxLength={maxLength}
          required
          {...(error ? { error } : {})}
        />
        {text ? <p className={styles.muted}>{text}</p> : null}
      </form>
    </Dialog>
  );
}
