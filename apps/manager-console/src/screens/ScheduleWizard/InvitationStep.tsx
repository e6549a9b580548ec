import { invitationDeadlineDays } from '@shortlist/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl } from '../../app/controls.css.ts';
import { useOrganizationZone } from '../../app/use-organization-zone.ts';
import { InvitationPreview } from './InvitationPreview.tsx';
import type { StepProps } from './StructureStep.tsx';
import { useSlotHours } from './use-slot-hours.ts';
import * as styles from './wizard.css.ts';
import { invitedIds, keptSlots } from './wizard-draft.ts';
import { deadlineDay } from './zoned-time.ts';

/**
 * Step 5 (invitation): the booking deadline (§9 options, 23:59 on that day in the organisation's time zone)
 * and the invitation email as the server composes it for the first invited candidate (issue 34).
 */
export function InvitationStep({ draft, onChange }: StepProps) {
  const { t, i18n } = useTranslation('manager');
  const { timeZone } = useOrganizationZone();
  const id = useId();
  const meetingHours = useSlotHours();
  const now = new Date();

  return (
    <div className={styles.frame}>
      <p className={styles.status}>
        {t('scheduleWizard.invitation.summary', {
          count: invitedIds(draft).length,
          slots: keptSlots(draft, meetingHours).length,
        })}
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-deadline`} className={styles.label}>
          {t('scheduleWizard.invitation.deadline')}
        </label>
        <select
          id={`${id}-deadline`}
          className={compactControl}
          value={draft.deadlineDays}
          onChange={(event) => onChange({ deadlineDays: Number(event.target.value) })}
        >
          {invitationDeadlineDays.map((days) => (
            <option key={days} value={days}>
              {t('scheduleWizard.invitation.deadlineOption', {
                count: days,
                date: deadlineDay(now, days, timeZone, i18n.language),
              })}
            </option>
          ))}
        </select>
      </div>
      <section aria-labelledby={`${id}-message`} className={styles.frame}>
        <h3 id={`${id}-message`} className={styles.label}>
          {t('scheduleWizard.invitation.messageHeading')}
        </h3>
        <p className={styles.hint}>{t('scheduleWizard.invitation.messageHint')}</p>
        <InvitationPreview draft={draft} />
      </section>
    </div>
  );
}
