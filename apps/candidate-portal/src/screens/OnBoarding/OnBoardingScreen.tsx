import { callRoute } from '@shortlist/api-client';
import { completeOnBoarding, fetchOnBoardingUser } from '@shortlist/domain/contract';
import { loginPath } from '@shortlist/domain/users';
import { isValidPassword } from '@shortlist/domain/validation';
import { Page, useApi, useLoad } from '@shortlist/shell/react';
import { toProcessError } from '@shortlist/shell/state';
import { Button, EmptyState, TextField } from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import * as appStyles from '../../app/app.css.ts';
import { Loading } from '../../app/Loading.tsx';
import { PasswordRules } from '../../app/PasswordRules.tsx';

const signInLink = (label: string) => (
  <Link className={appStyles.actionLink.primary} to={loginPath}>
    {label}
  </Link>
);

/** /on-boarding/{token}: a manager an administrator invited sets a password to finish the account. */
export default function OnBoardingScreen() {
  const { t } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const user = useLoad(
    (signal) => callRoute(api, fetchOnBoardingUser, { query: { token }, signal }),
    [api, token],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValidPassword(password)) {
      setError(t('onBoarding.passwordError'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await callRoute(api, completeOnBoarding, { body: { token, password } });
      setDone(true);
    } catch (failure) {
      const problem = toProcessError(failure);
      setError(problem.fieldErrors.find((each) => each.field === 'password')?.message ?? problem.message);
    } finally {
      setSending(false);
    }
  }

  if (user.status === 'loading') {
    return (
      <Page layout="welcome">
        <Loading />
      </Page>
    );
  }
  if (user.status === 'error') {
    return (
      <Page layout="welcome">
        <EmptyState
          title={t('onBoarding.invalidTitle')}
          text={
            user.error.status === 404 || user.error.status === 400
              ? t('onBoarding.invalid')
              : user.error.message
          }
          action={signInLink(t('onBoarding.signIn'))}
        />
      </Page>
    );
  }
  if (done) {
    return (
      <Page layout="welcome" title={t('onBoarding.doneTitle')}>
        <div className={appStyles.stack}>
          <p className={appStyles.notice.success} role="status">
            {t('onBoarding.done')}
          </p>
          <div>{signInLink(t('onBoarding.signIn'))}</div>
        </div>
      </Page>
    );
  }

  const name = [user.data.firstName, user.data.lastName].filter(Boolean).join(' ') || user.data.email;
  const organization = user.data.organization?.name;
  return (
    <Page layout="welcome" title={t('onBoarding.title')}>
      <form className={appStyles.stack} onSubmit={submit} noValidate>
        <p className={appStyles.text}>
          {organization
            ? t('onBoarding.introOrganization', { name, organization })
            : t('onBoarding.intro', { name })}
        </p>
        <TextField
          label={t('signup.password')}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={setPassword}
          {...(error ? { error } : {})}
        />
        <PasswordRules password={password} />
        <div>
          <Button type="submit" loading={sending}>
            {t('onBoarding.submit')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
