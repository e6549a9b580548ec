import type { ScheduleDetailView, ScheduleSlotsAdd } from '@shortlist/domain/schemas';
import { maxInterviewersPerSlot } from '@shortlist/domain/schemas';
import { Button, Dialog } from '@shortlist/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFieldErrors } from '../Messaging/field-errors.ts';
import * as styles from './Schedules.css.ts';
import { splitEmails, toEpochSeconds } from './schedule-time.ts';

/** One availability window (a day, from, to) on the organisation's clock; times step by 15 minutes (§5). */
export function AddSlotsDialog({
  schedule,
  onAdd,
  onClose,
}: {
  schedule: ScheduleDetailView;
  onAdd: (input: ScheduleSlotsAdd) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('manager');
  const id = useId();
  const [date, setDate] = useState('');
  const [from, setFrom] = useState('09:00');
  const [to, setTo] = useState('12:00');
  const [count, setCount] = useState(1);
  const [emails, setEmails] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = toEpochSeconds(date, from, schedule.timeZone);
  const end = toEpochSeconds(date, to, schedule.timeZone);
  const ready = start !== null && end !== null;

  async function add() {
    if (start === null || end === null) return;
    setBusy(true);
    setError(null);
    try {
      await onAdd({
        windows: [
          {
            parentStartDateTime: start,
            parentEndDateTime: end,
            numberOfInterviewers: count,
            interviewerEmails: splitEmails(emails),
          },
        ],
      });
      onClose();
    } catch (failure) {
      const { fields, general } = readFieldErrors(failure);
      setError(Object.values(fields)[0] ?? general ?? t('schedules.schedule.failed'));
      setBusy(false);
    }
  }

  const field = (key: string, label: string, input: React.ReactNode) => (
    <div className={styles.field} key={key}>
      <label htmlFor={`${id}-${key}`} className={styles.label}>
        {label}
      </label>
      {input}
    </div>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t('schedules.schedule.addSlots.title')}
      description={t('schedules.schedule.addSlots.text', {
        minutes: schedule.durationMinutes,
        zone: schedule.timeZoneLabel,
      })}
      closeLabel={t('schedules.schedule.confirm.cancel')}
      footer={
        <>
          <Button size="medium" lockoutMs={0} loading={busy} disabled={!ready} onClick={add}>
            {t('schedules.schedule.addSlots.confirm')}
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
          void add();
        }}
      >
        <div className={styles.fieldRow}>
          {field(
            'date',
            t('schedules.schedule.addSlots.date'),
            <input
              id={`${id}-date`}
              type="date"
              required
              className={styles.input}
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />,
          )}
          {field(
            'from',
            t('schedules.schedule.addSlots.from'),
            <input
              id={`${id}-from`}
              type="time"
              step={900}
              required
              className={styles.input}
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />,
          )}
          {field(
            'to',
            t('schedules.schedule.addSlots.to'),
            <input
              id={`${id}-to`}
              type="time"
              step={900}
              required
              className={styles.input}
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />,
          )}
          {field(
            'count',
            t('schedules.schedule.addSlots.numberOfInterviewers'),
            <select
              id={`${id}-count`}
              className={styles.input}
              value={count}
              onChange={(event) => setCount(Number(event.target.value))}
            >
              {Array.from({ length: maxInterviewersPerSlot + 1 }, (_, value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>,
          )}
        </div>
        {field(
          'emails',
          t('schedules.schedule.addSlots.interviewers'),
          <input
            id={`${id}-emails`}
            type="text"
            inputMode="email"
            className={styles.input}
            aria-describedby={`${id}-emails-help`}
            value={emails}
            onChange={(event) => setEmails(event.target.value)}
          />,
        )}
        <p id={`${id}-emails-help`} className={styles.facts}>
          {t('schedules.schedule.addSlots.interviewersHelp')}
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
