import { isValidEmail } from '@shortlist/domain/validation';
import { Button, TextField } from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppKind } from '../../react/layout-context.ts';
import { Page } from '../../react/Page.tsx';
import { useShell, useShellStore } from '../../react/shell-context.ts';
import type { FieldErrors } from '../form-support.ts';
import { toFieldErrors, usePhrase } from '../form-support.ts';
import { AfterSignIn } from '../shared/AfterSignIn.tsx';
import * as styles from '../shared/FormStack.css.ts';

const otpPattern = /^\d{4,10}$/;

/** The first step: email and password. Bad input keeps what was typed and says what is wrong beside it. */
function PasswordStep() {
  const { t } = useTranslation();
  const phrase = usePhrase();
  const { login } = useShell();
  const loading = useShellStore(login, (state) => state.loading);
  const app = useAppKind();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const username = email.trim();
    const found: Record<string, string> = {};
    if (username === '') found.username = t('auth.emailRequired');
    else if (!isValidEmail(username)) found.username = t('auth.emailInvalid');
    if (password === '') found.password = t('auth.passwordRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await login.getState().signInWithPassword({ username, password });
    // The general message shows in the status banner; field messages go beside their fields.
    if (outcome === 'failed') setErrors(toFieldErrors(login.getState().errors?.fieldErrors, phrase));
  }

  return (
    <form className={styles.stack} noValidate onSubmit={submit}>
      <p className={styles.text}>{t('login.intro')}</p>
      <TextField
        label={t('auth.email')}
        type="email"
        name="username"
        autoComplete="username"
        required
        value={email}
        onChange={setEmail}
        error={errors.username}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={loading}>
          {t('auth.signIn')}
        </Button>
        <Link className={styles.link} to="/forgot-password">
          {t('auth.forgotPassword')}
        </Link>
        <Link className={styles.link} to="/magic-password">
          {t('auth.magicLink')}
        </Link>
      </div>
      {app === 'candidate' ? (
        <p className={styles.muted}>
          {t('login.noAccount')}{' '}
          <Link className={styles.link} to="/signup">
            {t('auth.signUp')}
          </Link>
        </p>
      ) : null}
    </form>
  );
}

/** §4: after HTTP 206 (or a refused remembered device) the code sent to the user completes the sign-in. */
function CodeStep() {
  const { t } = useTranslation();
  const phrase = usePhrase();
  const { login } = useShell();
  const loading = useShellStore(login, (state) => state.loading);
  const data = useShellStore(login, (state) => state.data);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const email = data?.username ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const otp = code.trim();
    if (otp === '') return setError(t('login.codeRequired'));
    if (!otpPattern.test(otp)) return setError(t('login.codeInvalid'));
    setError(undefined);
    const outcome = await login.getState().submitOtp(otp);
    if (outcome === 'failed') {
      const fieldErrors = toFieldErrors(login.getState().errors?.fieldErrors, phrase);
      setError(fieldErrors.otp);
    }
  }

  return (
    <form className={styles.stack} noValidate onSubmit={submit}>
      <p className={styles.text}>
        {data?.reason === 'invalid-login-cookie'
          ? t('login.deviceForgotten', { email })
          : t('login.codeSent', { email })}
      </p>
      <TextField
        label={t('auth.oneTimeCode')}
        helperText={t('auth.oneTimeCodeHelp')}
        name="otp"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={setCode}
        error={error}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={loading}>
          {t('login.verifyCode')}
        </Button>
        <Button variant="text" lockoutMs={0} onClick={() => login.getState().cancelOtp()}>
          {t('login.useAnotherAccount')}
        </Button>
      </div>
    </form>
  );
}

/** /login: password sign-in, then the one-time-code step when the server asks for it (§2, §4). */
export function LoginScreen() {
  const { t } = useTranslation();
  const { login } = useShell();
  const isLoggedIn = useShellStore(login, (state) => state.isLoggedIn);
  const codeStep = useShellStore(login, (state) => state.setOtp);

  if (isLoggedIn) return <AfterSignIn />;
  return (
    <Page layout="login" title={codeStep ? t('login.codeTitle') : t('login.title')}>
      {codeStep ? <CodeStep /> : <PasswordStep />}
    </Page>
  );
}
