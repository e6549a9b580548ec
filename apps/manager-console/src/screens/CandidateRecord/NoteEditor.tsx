import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryToolButton, toolButton } from '../../app/controls.css.ts';
import * as styles from './RecordActions.css.ts';

export type NoteEditorProps = {
  label: string;
  initial?: string;
  saveLabel: string;
  onSave: (comment: string) => Promise<unknown>;
  /** Shown beside Save when editing; a new note has none. */
  onCancel?: () => void;
};

/** A note's text box with Save: blank text gets a field message and sends nothing; a failure keeps the text. */
export function NoteEditor({ label, initial = '', saveLabel, onSave, onCancel }: NoteEditorProps) {
  const { t } = useTranslation('manager');
  const fieldId = useId();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<{ field: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  return (
    <form
      className={styles.stack}
      onSubmit={async (event) => {
        event.preventDefault();
        if (text.trim() === '') {
          setProblem({ field: true, text: t('recordActions.notes.empty') });
          return;
        }
        setSaving(true);
        setProblem(null);
        try {
          await onSave(text.trim());
          setText(initial === '' ? '' : text.trim());
        } catch (error) {
          setProblem({
            field: false,
            text: t('recordActions.notes.failed', {
              reason: error instanceof Error ? error.message : String(error),
            }),
          });
        } finally {
          setSaving(false);
        }
      }}
    >
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={text}
        aria-invalid={problem?.field ? true : undefined}
        aria-describedby={problem?.field ? `${fieldId}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {problem ? (
        <p id={`${fieldId}-error`} className={styles.failure} role={problem.field ? undefined : 'alert'}>
          {problem.text}
        </p>
      ) : null}
      <div className={styles.row}>
        <button type="submit" className={primaryToolButton} disabled={saving}>
          {saving ? t('recordActions.notes.saving') : saveLabel}
        </button>
        {onCancel ? (
          <button type="button" className={toolButton} onClick={onCancel} disabled={saving}>
            {t('recordActions.notes.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
