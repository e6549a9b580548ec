import { callRoute } from '@shortlist/api-client';
import { previewScheduleInvitation } from '@shortlist/domain/contract';
import type { ScheduleInvitationPreview } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as styles from './wizard.css.ts';
import type { WizardDraft } from './wizard-draft.ts';
import { invitedIds } from './wizard-draft.ts';

/**
 * Issue 34: the invitation exactly as the email will be: the server's composer, with the stage's wording and
 * the deadline on the organisation's clock, for the first candidate invited; only the link is a stand-in.
 */
export function InvitationPreview({ draft }: { draft: WizardDraft }) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const body: ScheduleInvitationPreview | null =
    draft.roleId === null || draft.stageId === null
      ? null
      : {
          roleId: draft.roleId,
          stageId: draft.stageId as ScheduleInvitationPreview['stageId'],
          name: draft.name.trim(),
          deadlineDays: draft.deadlineDays as ScheduleInvitationPreview['deadlineDays'],
          candidateId: invitedIds(draft)[0] ?? null,
        };
  const preview = useQuery({
    queryKey: ['schedule-invitation-preview', body],
    enabled: body !== null && body.name !== '',
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) => {
      if (!body) throw new Error('the preview needs a role and a stage');
      return callRoute(api, previewScheduleInvitation, { body, signal });
    },
  });
  if (preview.isError) {
    return (
      <p className={styles.failure} role="alert">
        {t('scheduleWizard.invitation.previewFailed')}
      </p>
    );
  }
  if (!preview.data) return <p className={styles.status}>{t('scheduleWizard.invitation.previewLoading')}</p>;
  return (
    <article className={styles.emailPreview} aria-busy={preview.isFetching}>
      <p className={styles.emailSubject}>
        {t('scheduleWizard.invitation.subject', { subject: preview.data.subject })}
      </p>
      <p className={styles.emailBody}>{preview.data.body}</p>
    </article>
  );
}
