import { slotGapMinutes } from '@shortlist/domain/schemas';
import type { InterviewDuration } from '@shortlist/domain/validation';
import { interviewDurations } from '@shortlist/domain/validation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl } from '../../app/controls.css.ts';
import type { StepProps } from './StructureStep.tsx';
import * as styles from './wizard.css.ts';

/** Step 2 (slot): the schedule's name, how long each interview is, the gap and place (the panel is chosen in step 1). */
export function SlotStep({ draft, onChange }: StepProps) {
  const { t } = useTranslation('manager');
  const id = useId();
  const length = (minutes: number) =>
    minutes % 60 === 0 && minutes >= 60
      ? t('scheduleWizard.slot.hours', { count: minutes / 60 })
      : t('scheduleWizard.slot.minutes', { count: minutes });

  return (
    <div className={styles.fields}>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          {t('scheduleWizard.slot.name')}
        </label>
        <input
          id={`${id}-name`}
          className={compactControl}
          value={draft.name}
          maxLength={100}
          aria-describedby={`${id}-name-hint`}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <p id={`${id}-name-hint`} className={styles.hint}>
          {t('scheduleWizard.slot.nameHint')}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-duration`} className={styles.label}>
          {t('scheduleWizard.slot.duration')}
        </label>
        <select
          id={`${id}-duration`}
          className={compactControl}
          value={draft.durationMinutes}
          onChange={(event) => onChange({ durationMinutes: Number(event.target.value) as InterviewDuration })}
        >
          {interviewDurations.map((minutes) => (
            <option key={minutes} value={minutes}>
              {length(minutes)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-gap`} className={styles.label}>
          {t('scheduleWizard.slot.gap')}
        </label>
        <select
          id={`${id}-gap`}
          className={compactControl}
          value={draft.gapMinutes}
          onChange={(event) => onChange({ gapMinutes: Number(event.target.value) })}
        >
          {slotGapMinutes.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes === 0 ? t('scheduleWizard.slot.noGap') : length(minutes)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-location`} className={styles.label}>
          {t('scheduleWizard.slot.location')}
        </label>
        <input
          id={`${id}-location`}
          className={compactControl}
          value={draft.location}
          maxLength={200}
          aria-describedby={`${id}-location-hint`}
          onChange={(event) => onChange({ location: event.target.value })}
        />
        <p id={`${id}-location-hint`} className={styles.hint}>
          {t('scheduleWizard.slot.locationHint')}
        </p>
      </div>
    </div>
  );
}
