import type { ScheduleDetailView } from '@shortlist/domain/schemas';
import { Button, Dialog } from '@shortlist/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../app/format.ts';
import * as styles from './Schedules.css.ts';
import { formatMoment } from './schedule-time.ts';

/** Chooses a free slot to move a booking to, or to book for a candidate who has not booked. */
export function MoveDialog({
  schedule,
  name,
  moving,
  onChoose,
  onClose,
}: {
  schedule: ScheduleDetailView;
  name: string;
  moving: boolean;
  onChoose: (slotId: number) => Promise<void>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  const id = useId();
  const free = schedule.slots.filter((slot) => slot.state === 'Available');
  const [slotId, setSlotId] = useState<number | null>(free[0]?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    if (slotId === null) return;
    setBusy(true);
    setError(null);
    try {
      await onChoose(slotId);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('schedules.schedule.failed'));
      setBusy(false);
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t(moving ? 'schedules.schedule.move.title' : 'schedules.schedule.move.bookTitle', { name })}
      description={t('schedules.schedule.move.text')}
      closeLabel={t('schedules.schedule.confirm.cancel')}
      footer={
        <>
          <Button size="medium" lockoutMs={0} loading={busy} disabled={slotId === null} onClick={confirm}>
            {t(moving ? 'schedules.schedule.move.confirm' : 'schedules.schedule.move.confirmBook')}
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
          void confirm();
        }}
      >
        {free.length === 0 ? (
          <p className={styles.muted}>{t('schedules.schedule.move.noFree')}</p>
        ) : (
          <div className={styles.field}>
            <label htmlFor={`${id}-slot`} className={styles.label}>
              {t('schedules.schedule.move.slot')}
            </label>
            <select
              id={`${id}-slot`}
              className={styles.input}
              value={slotId ?? ''}
              onChange={(event) => setSlotId(Number(event.target.value))}
            >
              {free.map((slot) => (
                <option key={slot.id} value={slot.id}>
                  {formatMoment(slot.startDateTime, schedule.timeZone, locale)}
                </option>
              ))}
            </select>
          </div>
        )}
        {error ? (
          <p className={styles.fieldError} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
