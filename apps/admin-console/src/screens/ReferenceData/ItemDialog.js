import { Dialog } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../data-screens/data-screens.css.ts';
import { fieldErrorsOf } from '../data-screens/field-errors.ts';
/** Adds or edits one item: its value (stored on records) and label; the API's field messages show inline. */
export function ItemDialog({ title, initial, onSave, onClose }) {
  const { t } = useTranslation(['admin', 'common']);
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState({});
  const [message, setMessage] = useState(null);
  const [saving, setSaving] = useState(false);
  async function submit(event) {
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
  const input = (name, label, hint) => (
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
