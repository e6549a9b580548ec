import { callRoute } from '@shortlist/api-client';
import { requestPasswordReset } from '@shortlist/domain/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../react/Page.tsx';
import { useApi } from '../../react/shell-context.ts';
import { EmailLinkForm } from '../shared/EmailLinkForm.tsx';

/** /forgot-password: asks for a reset link; the confirmation never tells whether an account exists. */
export function ForgotPassScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const [sent, setSent] = useState(false);
  return (
    <Page layout="login" title={t(sent ? 'forgotPassword.sentTitle' : 'forgotPassword.title')}>
      <EmailLinkForm
        intro={t('forgotPassword.intro')}
        submitLabel={t('auth.sendResetLink')}
        sentMessage={(email) => t('auth.resetLinkSent', { email })}
        send={(email) => callRoute(api, requestPasswordReset, { body: { email } })}
        onSent={() => setSent(true)}
      />
    </Page>
  );
}
