import type { MeetingHours } from '@shortlist/domain/meeting-hours';
import { MeetingHoursEditor } from '@shortlist/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '../Settings/field-errors.ts';
import { messagesUnder, noFieldMessages, toSaveFailure } from '../Settings/field-errors.ts';
import type { SaveOutcome } from '../Settings/SaveStatus.tsx';
import { SaveStatus } from '../Settings/SaveStatus.tsx';
import * as styles from './SettingsMeetingHours.css.ts';

type Whose = 'organisation' | 'own';

/**
 * One set of meeting hours (the organisation's or the manager's own) with the kit's editor: none set, or per
 * weekday intervals; saved as a whole, a refusal shown at its fields.
 */
export function MeetingHoursSection({
  whose,
  saved,
  startFrom,
  canEdit,
  onSave,
}: {
  whose: Whose;
  saved: MeetingHours | null;
  /** What "set" starts from: the organisation's hours for a manager's own, a working week otherwise. */
  startFrom: MeetingHours;
  canEdit: boolean;
  onSave: (hours: MeetingHours | null) => Promise<void>;
}) {
  const { t } = useTranslation('manager');
  const headingId = useId();
  const [draft, setDraft] = useState<MeetingHours | null>(saved);
  const [errors, setErrors] = useState<FieldMessages>(noFieldMessages);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [saving, setSaving] = useState(false);
  const words = `settings.meetingHours.${whose}` as const;

  async function save(hours: MeetingHours | null) {
    setSaving(true);
    try {
      await onSave(hours);
      setDraft(hours);
      setErrors(noFieldMessages);
      setOutcome({ kind: 'success', message: t(`${words}.${hours ? 'saved' : 'cleared'}`), at: Date.now() });
    } catch (failure) {
      const refused = toSaveFailure(failure);
      setErrors(messagesUnder(refused.fields, 'meetingHours'));
      const message = `${t('settings.meetingHours.saveFailed')} ${refused.message}`;
      setOutcome({ kind: 'failure', message, at: Date.now() });
    } finally {
      setSaving(false);
    }
  }

  const labels = {
    days: {
      monday: t('settings.meetingHours.days.monday'),
      tuesday: t('settings.meetingHours.days.tuesday'),
      wednesday: t('settings.meetingHours.days.wednesday'),
      thursday: t('settings.meetingHours.days.thursday'),
      friday: t('settings.meetingHours.days.friday'),
      saturday: t('settings.meetingHours.days.saturday'),
      sunday: t('settings.meetingHours.days.sunday'),
    },
    start: t('settings.meetingHours.start'),
    end: t('settings.meetingHours.end'),
    noHours: t('settings.meetingHours.noHours'),
    timeHint: t('settings.meetingHours.timeHint'),
    add: (day: string) => t('settings.meetingHours.add', { day }),
    remove: (day: string, start: string, end: string) =>
      t('settings.meetingHours.remove', { day, start, end }),
    newInterval: { start: '09:30', end: '17:30' },
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`${words}.heading`)}</h2>
      <SaveStatus outcome={outcome} onDismiss={() => setOutcome(null)} />
      {draft === null ? <p className={styles.muted}>{t(`${words}.none`)}</p> : null}
      {draft !== null ? (
        <MeetingHoursEditor
          label={t(`${words}.heading`)}
          value={draft}
          onChange={setDraft}
          labels={labels}
          errors={errors}
          disabled={!canEdit || saving}
        />
      ) : null}
      {canEdit ? (
        <div className={styles.actions}>
          {draft === null ? (
            <button type="button" className={styles.toolButton} onClick={() => setDraft(startFrom)}>
              {t(`${words}.set`)}
            </button>
          ) : (
            <>
              <button
                type="button"
                className={styles.primaryButton}
                disabled={saving}
                onClick={() => void save(draft)}
              >
                {t('settings.meetingHours.save')}
              </button>
              <button
                type="button"
                className={styles.toolButton}
                disabled={saving}
                onClick={() => void save(null)}
              >
                {t(`${words}.clear`)}
              </button>
            </>
          )}
        </div>
      ) : (
        <p className={styles.muted}>{t('settings.meetingHours.organisation.readOnly')}</p>
      )}
    </section>
  );
}
