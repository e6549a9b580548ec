import { ApiError, callRoute } from '@shortlist/api-client';
import type { ReviewerInvitationResult } from '@shortlist/domain/contract';
import { inviteReviewers } from '@shortlist/domain/contract';
import { reviewerInvitationSchema, validateWithFieldErrors } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { Button, Dialog, TextareaField, TextField } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate, toLocale } from '../../app/format.ts';
import type { InviteFormErrors } from './reviewer-invite.ts';
import { hasErrors, parseDays, parseEmails, placeFieldErrors } from './reviewer-invite.ts';
import * as styles from './Screening.css.ts';

export type ReviewerInviteDialogProps = {
  orgId: number;
  /** The candidates the reviewers get a link to (at most 500, the API's limit). */
  candidateIds: readonly number[];
  onClose: () => void;
};

const noErrors: InviteFormErrors = { emails: [] };

/** Emails outside reviewers a screening link; a refused address gets its reason beside it. */
export function ReviewerInviteDialog({ orgId, candidateIds, onClose }: ReviewerInviteDialogProps) {
  const { t, i18n } = useTranslation(['manager', 'common']);
  const api = useApi();
  const [emailText, setEmailText] = useState('');
  const [message, setMessage] = useState('');
  const [days, setDays] = useState('14');
  const [errors, setErrors] = useState<InviteFormErrors>(noErrors);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ReviewerInvitationResult | null>(null);
  const describeEmail = (email: string, text: string) =>
    t('screening.invite.emailRefused', { email, message: text });

  async function send() {
    const emails = parseEmails(emailText);
    const body = {
      emails,
      candidateIds: [...candidateIds],
      message: message.trim() || null,
      expiresInDays: parseDays(days),
    };
    const checked = validateWithFieldErrors(reviewerInvitationSchema, body);
    if (!checked.success) {
      const placed = placeFieldErrors(checked.errors, emails, describeEmail);
      // The schema's list messages ("at least 1") read better in the form's own words.
      if (emails.length === 0) placed.emails = [t('screening.invite.emailsRequired')];
      else if (emails.length > 20) placed.emails = [t('screening.invite.tooMany', { max: 20 })];
      if (placed.expiresInDays) placed.expiresInDays = t('screening.invite.lifetimeInvalid');
      setErrors(placed);
      return;
    }
    setSending(true);
    setErrors(noErrors);
    try {
      setResult(await callRoute(api, inviteReviewers, { params: { orgId }, body: checked.data }));
    } catch (failure) {
      const placed =
        failure instanceof ApiError && failure.fieldErrors.length > 0
          ? placeFieldErrors(failure.fieldErrors, emails, describeEmail)
          : noErrors;
      const reason = failure instanceof Error ? failure.message : String(failure);
      setErrors(hasErrors(placed) ? placed : { emails: [], form: t('screening.invite.failed', { reason }) });
    } finally {
      setSending(false);
    }
  }

  const locale = toLocale(i18n.language);
  const footer = result ? (
    <Button size="medium" lockoutMs={0} onClick={onClose}>
      {t('screening.invite.close')}
    </Button>
  ) : (
    <>
      <Button size="medium" lockoutMs={0} loading={sending} onClick={send}>
        {t('screening.invite.send')}
      </Button>
      <Button size="medium" variant="text" lockoutMs={0} disabled={sending} onClick={onClose}>
        {t('screening.invite.cancel')}
      </Button>
    </>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !sending) onClose();
      }}
      title={t('screening.invite.title')}
      description={t('screening.invite.description', { count: candidateIds.length })}
      closeLabel={t('common:actions.close')}
      footer={footer}
    >
      {result ? (
        <div role="status" className={styles.column}>
          <p className={styles.done}>{t('screening.invite.sent')}</p>
          <ul className={styles.plainList}>
            {result.sent.map((entry) => (
              <li key={entry.email}>
                {t('screening.invite.sentTo', {
                  email: entry.email,
                  date: formatShortDate(Date.parse(entry.expiresAt) / 1000, locale),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className={styles.column}>
          <TextareaField
            label={t('screening.invite.emails')}
            helperText={t('screening.invite.emailsHelp')}
            required
            rows={4}
            value={emailText}
            onChange={setEmailText}
            {...(errors.emails.length > 0 ? { error: errors.emails.join(' ') } : {})}
          />
          <TextareaField
            label={t('screening.invite.message')}
            helperText={t('common:form.optional')}
            rows={3}
            value={message}
            onChange={setMessage}
            {...(errors.message ? { error: errors.message } : {})}
          />
          <TextField
            label={t('screening.invite.lifetime')}
            helperText={t('screening.invite.lifetimeHelp')}
            type="number"
            value={days}
            onChange={setDays}
            {...(errors.expiresInDays ? { error: errors.expiresInDays } : {})}
          />
          {errors.form ? (
            <p className={styles.error} role="alert">
              {errors.form}
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
