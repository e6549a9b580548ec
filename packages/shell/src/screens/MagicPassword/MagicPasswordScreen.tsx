import { sendMagicLink } from '@shortlist/api-client';
import { isValidEmail } from '@shortlist/domain/validation';
import { Button, ErrorState, TextField } from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DelayedSpinner } from '../../react/DelayedSpinner.tsx';
import { Page } from '../../react/Page.tsx';
import { useApi, useShell, useShellStore } from '../../react/shell-context.ts';
import { AfterSignIn } from '../shared/AfterSignIn.tsx';
import * as styles from '../shared/FormStack.css.ts';
import { useOnce } from '../shared/use-once.ts';

/** The form that emails a sign-in link; like /forgot-password it answers the same for every address. */
function MagicLinkForm() {
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
    await sendMagicLink(api, address).catch(() => undefined);
    setSending(false);
    setSentTo(address);
  }

  if (sentTo !== null) {
    return (
      <p className={styles.text} role="status">
        {t('magicPassword.sent', { email: sentTo })}
      </p>
    );
  }
  return (
    <form className={styles.stack} noValidate onSubmit={submit}>
      <p className={styles.text}>{t('magicPassword.intro')}</p>
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
          {t('auth.magicLink')}
        </Button>
        <Link className={styles.link} to="/login">
          {t('auth.backToSignIn')}
        </Link>
      </div>
    </form>
  );
}

/** /magic-password: `?token=` signs in with the emailed USER_TOKEN; without one, a form sends the link. */
export function MagicPasswordScreen() {
  const { t } = useTranslation();
  const { login } = useShell();
  const [searchParams] = useSearchParams();
  const isLoggedIn = useShellStore(login, (state) => state.isLoggedIn);
  const token = searchParams.get('token')?.trim() || null;
  const [failed, setFailed] = useState(false);

  useOnce(token, (value) => {
    void login
      .getState()
      .signInWithUserToken(value, searchParams.get('partner'))
      .then((outcome) => setFailed(outcome !== 'signed-in'));
  });

  if (isLoggedIn) return <AfterSignIn />;
  return (
    <Page layout="login" title={t('magicPassword.title')}>
      {token !== null && !failed ? (
        <>
          <p className={styles.text}>{t('magicPassword.signingIn')}</p>
          <DelayedSpinner />
        </>
      ) : (
        <div className={styles.stack}>
          {failed ? <ErrorState title={t('magicPassword.failed')} /> : null}
          <MagicLinkForm />
        </div>
      )}
    </Page>
  );
}
