import { invitationDeadlineDays } from '@shortlist/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl } from '../../app/controls.css.ts';
import { useOrganizationZone } from '../../app/use-organization-zone.ts';
import { useMessageTemplates } from '../Messaging/use-send-message.ts';
import { TemplatePreview } from '../SettingsMessages/TemplatePreview.tsx';
import type { StepProps } from './StructureStep.tsx';
import * as styles from './wizard.css.ts';
import { invitedIds, keptSlots } from './wizard-draft.ts';
import { deadlineDay } from './zoned-time.ts';

/**
 * Step 5 (invitation): the booking deadline (§9 options, 23:59 on that day in the organisation's time zone)
 * and the organisation's invitation message, previewed with the first invited candidate's data.
 */
export function InvitationStep({ draft, onChange }: StepProps) {
  const { t, i18n } = useTranslation('manager');
  const { timeZone } = useOrganizationZone();
  const id = useId();
  const templates = useMessageTemplates();
  const template = templates.data?.find(
    (one) => one.key === 'interview-invitation' && one.channel === 'EMAIL',
  );
  const now = new Date();

  return (
    <div className={styles.frame}>
      <p className={styles.status}>
        {t('scheduleWizard.invitation.summary', {
          count: invitedIds(draft).length,
          slots: keptSlots(draft).length,
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
        {template ? (
          <TemplatePreview
            templateKey={template.key}
            channel={template.channel}
            texts={{ subject: template.subject ?? '', body: template.body }}
          />
        ) : null}
      </section>
    </div>
  );
}
