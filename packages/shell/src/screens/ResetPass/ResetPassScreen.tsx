import { ApiError, callRoute } from '@shortlist/api-client';
import { fetchUserByResetToken, resetPassword } from '@shortlist/domain/contract';
import { describePasswordProblems } from '@shortlist/domain/validation';
import { Button, ErrorState, TextField } from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Page } from '../../react/Page.tsx';
import { useShell } from '../../react/shell-context.ts';
import type { FieldErrors } from '../form-support.ts';
import { toFieldErrors, usePhrase } from '../form-support.ts';
import * as styles from '../shared/FormStack.css.ts';
import { PasswordRules } from '../shared/PasswordRules.tsx';

type LinkState = { status: 'checking' } | { status: 'valid'; email: string | null } | { status: 'invalid' };

/** /reset-password/:token: a new password twice, the §5 rule shown live; success goes to sign-in. */
export function ResetPassScreen() {
  const { t } = useTranslation();
  const phrase = usePhrase();
  const { api, process } = useShell();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const [link, setLink] = useState<LinkState>({ status: 'checking' });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    callRoute(api, fetchUserByResetToken, { query: { token } }).then(
      (user) => current && setLink({ status: 'valid', email: user.email ?? null }),
      () => current && setLink({ status: 'invalid' }),
    );
    return () => {
      current = false;
    };
  }, [api, token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const problems = describePasswordProblems(password);
    if (password === '') found.newPassword = t('auth.passwordRequired');
    else if (problems.length > 0) found.newPassword = problems.map(phrase).join(' ');
    if (confirmation !== password) found.confirmation = t('auth.passwordsDiffer');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await process
        .getState()
        .track('user:password:update', () =>
          callRoute(api, resetPassword, { body: { newPassword: password, token } }),
        );
      navigate('/login', { replace: true });
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError) setErrors(toFieldErrors(error.fieldErrors, phrase));
    }
  }

  if (link.status === 'invalid') {
    return (
      <Page layout="login" title={t('resetPassword.title')}>
        <div className={styles.stack}>
          <ErrorState title={t('resetPassword.badLink')} />
          <Link className={styles.link} to="/forgot-password">
            {t('resetPassword.askAgain')}
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <Page layout="login" title={t('resetPassword.title')}>
      <form className={styles.stack} noValidate onSubmit={submit}>
        <p className={styles.text}>
          {link.status === 'valid' && link.email
            ? t('resetPassword.intro', { email: link.email })
            : t('resetPassword.introWithoutEmail')}
        </p>
        <TextField
          label={t('auth.newPassword')}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          value={password}
          onChange={setPassword}
          error={errors.newPassword}
        />
        <PasswordRules password={password} />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={setConfirmation}
          error={errors.confirmation}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={saving} disabled={link.status === 'checking'}>
            {t('auth.resetPassword')}
          </Button>
          <Link className={styles.link} to="/login">
            {t('auth.backToSignIn')}
          </Link>
        </div>
      </form>
    </Page>
  );
}
