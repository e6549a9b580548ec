import { Dialog } from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../data-screens/data-screens.css.ts';
import { fieldErrorsOf } from '../data-screens/field-errors.ts';
import type { ItemFields } from './use-reference-items.ts';

type Props = {
  title: string;
  initial: ItemFields;
  onSave: (fields: ItemFields) => Promise<unknown>;
  onClose: () => void;
};

/** Adds or edits one item: its value (stored on records) and label; the API's field messages show inline. */
export function ItemDialog({ title, initial, onSave, onClose }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave(fields);
      onClose();
    } catch (failure) {
      const { byField, message: text } = fieldErrorsOf(failure);
      setErrors(byField);
      setMessage(Object.keys(byField).length === 0 ? text : null);
    } finally {
      setSaving(false);
    }
  }

  const input = (name: keyof ItemFields, label: string, hint?: string) => (
    <label className={styles.field}>
      {label}
      <input
        className={styles.input}
        name={name}
        value={fields[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
        onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      />
      {hint ? <span className={styles.muted}>{hint}</span> : null}
      {errors[name] ? (
        <span id={`${name}-error`} className={styles.failure}>
          {errors[name]}
        </span>
      ) : null}
    </label>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={title}
      closeLabel={t('common:actions.close')}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {input('value', t('referenceData.value'), t('referenceData.valueHint'))}
        {input('label', t('referenceData.label'))}
        {message ? (
          <p className={styles.failure} role="alert">
            {message}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={saving}>
            {t('referenceData.save')}
          </button>
          <button type="button" className={styles.button} onClick={onClose}>
            {t('referenceData.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
