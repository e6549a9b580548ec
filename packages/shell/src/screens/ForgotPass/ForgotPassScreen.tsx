import { requestPasswordReset } from '@shortlist/api-client';
import { isValidEmail } from '@shortlist/domain/validation';
import { Button, TextField } from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../react/Page.tsx';
import { useApi } from '../../react/shell-context.ts';
import * as styles from '../shared/FormStack.css.ts';

/**
 * /forgot-password: asks for a reset link. Every accepted address gets the same confirmation, whatever
 * the server answered, so the page never tells whether an account exists.
 */
export function ForgotPassScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (address === '') return setError(t('auth.emailRequired'));
    if (!isValidEmail(address)) return setError(t('auth.emailInvalid'));
    setError(undefined);
    setSending(true);
    // Decision: a failed call shows the same confirmation too; anything else would leak the answer.
    await requestPasswordReset(api, { email: address }).catch(() => undefined);
    setSending(false);
    setSentTo(address);
  }

  if (sentTo !== null) {
    return (
      <Page layout="login" title={t('forgotPassword.sentTitle')}>
        <div className={styles.stack}>
          <p className={styles.text} role="status">
            {t('auth.resetLinkSent', { email: sentTo })}
          </p>
          <Link className={styles.link} to="/login">
            {t('auth.backToSignIn')}
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <Page layout="login" title={t('forgotPassword.title')}>
      <form className={styles.stack} noValidate onSubmit={submit}>
        <p className={styles.text}>{t('forgotPassword.intro')}</p>
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
          error={error}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            {t('auth.sendResetLink')}
          </Button>
          <Link className={styles.link} to="/login">
            {t('auth.backToSignIn')}
          </Link>
        </div>
      </form>
    </Page>
  );
}
