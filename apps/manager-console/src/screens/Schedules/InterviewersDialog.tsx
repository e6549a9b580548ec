import type { ScheduleSlotView } from '@shortlist/domain/schemas';
import { Button, Dialog } from '@shortlist/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFieldErrors } from '../Messaging/field-errors.ts';
import * as styles from './Schedules.css.ts';
import { splitEmails } from './schedule-time.ts';

/** The interviewers named on one slot; they receive its calendar invitations. */
export function InterviewersDialog({
  slot,
  time,
  onSave,
  onClose,
}: {
  slot: ScheduleSlotView;
  time: string;
  onSave: (emails: string[]) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('manager');
  const id = useId();
  const [emails, setEmails] = useState(slot.interviewerEmails.join(', '));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function save() {
    setBusy(true);
    setError(null);
    try {
      await onSave(splitEmails(emails));
      onClose();
    } catch (failure) {
      const { fields, general } = readFieldErrors(failure);
      setError(Object.values(fields)[0] ?? general ?? t('schedules.schedule.failed'));
      setBusy(false);
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t('schedules.schedule.interviewers.title', { time })}
      closeLabel={t('schedules.schedule.confirm.cancel')}
      footer={
        <>
          <Button size="medium" lockoutMs={0} loading={busy} onClick={save}>
            {t('schedules.schedule.interviewers.confirm')}
          </Button>
          <Button size="medium" variant="text" lockoutMs={0} disabled={busy} onClick={onClose}>
            {t('schedules.schedule.confirm.cancel')}
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
        <div className={styles.field}>
          <label htmlFor={`${id}-emails`} className={styles.label}>
            {t('schedules.schedule.interviewers.emails')}
          </label>
          <input
            id={`${id}-emails`}
            type="text"
            inputMode="email"
            className={styles.input}
            aria-describedby={`${id}-help`}
            value={emails}
            onChange={(event) => setEmails(event.target.value)}
          />
        </div>
        <p id={`${id}-help`} className={styles.facts}>
          {t('schedules.schedule.interviewers.help')}
        </p>
        {error ? (
          <p className={styles.fieldError} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
