import { hrTokenRequestSchema, validateWithFieldErrors } from '@shortlist/domain/schemas';
import { Button, Dialog } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './Field.tsx';
import * as styles from './people.css.ts';
import { useCheckedForm } from './use-checked-form.ts';

/** Decision: support sessions last 30 minutes (the API ends them; this only says so). */
const supportMinutes = 30;

export type SignInAsDialogProps = {
  userId: number;
  name: string;
  onSignIn: (request: { userId: number; reason: string }) => Promise<unknown>;
  onClose: () => void;
};

/** Asks why before "sign in as": the reason goes to the audit log with the admin's and the manager's names. */
export function SignInAsDialog({ userId, name, onSignIn, onClose }: SignInAsDialogProps) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, busy, onSubmit } = useCheckedForm({
    check: (input) => validateWithFieldErrors(hrTokenRequestSchema, input),
    // On success the page leaves for the manager console, so nothing is reset here.
    send: onSignIn,
    onSent: () => undefined,
    onRefused: setFailure,
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('organizationUsers.signInAs.title', { name })}
      description={t('organizationUsers.signInAs.explanation', { name, minutes: supportMinutes })}
      closeLabel={t('organizationUsers.signInAs.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('organizationUsers.signInAs.cancel')}
          </Button>
          <Button type="submit" form="sign-in-as" loading={busy}>
            {t('organizationUsers.signInAs.submit', { name })}
          </Button>
        </>
      }
    >
      <form id="sign-in-as" noValidate onSubmit={onSubmit(() => ({ userId, reason }))}>
        <Field
          label={t('organizationUsers.signInAs.reason')}
          hint={t('organizationUsers.signInAs.reasonHint')}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {failure ? <p className={styles.error}>{failure}</p> : null}
      </form>
    </Dialog>
  );
}
