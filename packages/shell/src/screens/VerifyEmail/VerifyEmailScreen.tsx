import { callRoute } from '@shortlist/api-client';
import { verifyEmail } from '@shortlist/domain/contract';
import { buildLoginRedirect, landingRoutes } from '@shortlist/domain/users';
import { toSuccessMessageKey } from '@shortlist/i18n';
import { ErrorState } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DelayedSpinner } from '../../react/DelayedSpinner.tsx';
import { Page } from '../../react/Page.tsx';
import { useShell, useShellStore } from '../../react/shell-context.ts';
import * as styles from '../shared/FormStack.css.ts';
import { useOnce } from '../shared/use-once.ts';

type Outcome = 'verifying' | 'verified' | 'failed';

/** /verify-email/:token: POST /verifyEmail, then the §8 'user:verified' message and the way to the profile. */
export function VerifyEmailScreen() {
  const { t } = useTranslation();
  const { api, login } = useShell();
  const isLoggedIn = useShellStore(login, (state) => state.isLoggedIn);
  const token = useParams().token ?? null;
  const [outcome, setOutcome] = useState<Outcome>('verifying');

  useOnce(token, (value) => {
    // The message shows on the page itself, so no status banner repeats it.
    callRoute(api, verifyEmail, { body: { token: value } }).then(
      () => setOutcome('verified'),
      () => setOutcome('failed'),
    );
  });

  // A visitor signs in first and then lands on the profile form.
  const profileLink = isLoggedIn
    ? landingRoutes.profileCreate
    : buildLoginRedirect({ pathname: landingRoutes.profileCreate });
  return (
    <Page layout="login" title={t('verifyEmail.title')}>
      {outcome === 'verifying' ? (
        <>
          <p className={styles.text}>{t('verifyEmail.verifying')}</p>
          <DelayedSpinner />
        </>
      ) : null}
      {outcome === 'verified' ? (
        <div className={styles.stack}>
          <p className={styles.text}>{t(toSuccessMessageKey('user:verified'))}</p>
          <Link className={styles.link} to={profileLink}>
            {t('verifyEmail.completeProfile')}
          </Link>
        </div>
      ) : null}
      {outcome === 'failed' ? (
        <div className={styles.stack}>
          <ErrorState title={t('verifyEmail.failed')} />
          <Link className={styles.link} to="/login">
            {t('auth.backToSignIn')}
          </Link>
        </div>
      ) : null}
    </Page>
  );
}
