import type { OrganizationCandidateView } from '@shortlist/domain/contract';
import { Button, Dialog } from '@shortlist/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './RecordActions.css.ts';
import { useRevealCandidate } from './use-reveal-candidate.ts';

/** Asks a manager admin why they reveal a blind-reviewed candidate (required, audited), then reveals. */
export function RevealDialog({
  record,
  onClose,
}: {
  record: OrganizationCandidateView;
  onClose: () => void;
}) {
  const { t } = useTranslation('manager');
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reveal = useRevealCandidate(record);

  function confirm() {
    if (reason.trim() === '') {
      setMissing(true);
      document.getElementById(fieldId)?.focus();
      return;
    }
    reveal.mutate(reason.trim(), { onSuccess: onClose });
  }

  const fieldError = missing && reason.trim() === '' ? t('recordActions.blind.reasonRequired') : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !reveal.isPending) onClose();
      }}
      title={t('recordActions.blind.dialogTitle')}
      description={t('recordActions.blind.dialogText')}
      closeLabel={t('recordActions.blind.cancel')}
      footer={
        <>
          <Button size="medium" lockoutMs={0} loading={reveal.isPending} onClick={confirm}>
            {t('recordActions.blind.confirm')}
          </Button>
          <Button size="medium" variant="text" lockoutMs={0} disabled={reveal.isPending} onClick={onClose}>
            {t('recordActions.blind.cancel')}
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        <label htmlFor={fieldId}>{t('recordActions.blind.reason')}</label>
        <textarea
          id={fieldId}
          className={styles.textarea}
          value={reason}
          required
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${fieldId}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {fieldError ? (
          <p id={`${fieldId}-error`} className={styles.failure}>
            {fieldError}
          </p>
        ) : null}
        {reveal.isError ? (
          <p role="alert" className={styles.failure}>
            {t('recordActions.blind.failed', { reason: reveal.error.message })}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
