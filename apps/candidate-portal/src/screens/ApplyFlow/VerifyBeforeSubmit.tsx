import { callRoute } from '@shortlist/api-client';
import { resendEmailVerification } from '@shortlist/domain/contract';
import { useApi, useShell, useShellStore } from '@shortlist/shell/react';
import { Button } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ApplyFlowScreen.css.ts';

type Resend = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * Shown when a submission was refused because the account's email is not verified (issue 31): what to do,
 * and a button that emails the verification link again. The answers stay as they are.
 */
export function VerifyBeforeSubmit() {
  const { t } = useTranslation('candidate');
  const api = useApi();
  const shell = useShell();
  const email = useShellStore(shell.user, (state) => state.user?.email ?? '');
  const [resend, setResend] = useState<Resend>('idle');

  async function sendAgain() {
    setResend('sending');
    try {
      await callRoute(api, resendEmailVerification);
      setResend('sent');
    } catch {
      setResend('failed');
    }
  }

  return (
    <section className={styles.stack} aria-labelledby="verify-before-submit">
      <h2 id="verify-before-submit">{t('applyFlow.verifyFirst.title')}</h2>
      <p className={styles.intro}>{t('applyFlow.verifyFirst.text', { email })}</p>
      <div className={styles.links}>
        <Button variant="secondary" loading={resend === 'sending'} onClick={() => void sendAgain()}>
          {t('applyFlow.verifyFirst.resend')}
        </Button>
      </div>
      {resend === 'sent' || resend === 'failed' ? (
        <p role="status">
          {t(resend === 'sent' ? 'applyFlow.verifyFirst.sent' : 'applyFlow.verifyFirst.failed', { email })}
        </p>
      ) : null}
    </section>
  );
}
