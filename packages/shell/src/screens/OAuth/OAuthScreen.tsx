import { ErrorState } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DelayedSpinner } from '../../react/DelayedSpinner.tsx';
import { Page } from '../../react/Page.tsx';
import { useShell, useShellStore } from '../../react/shell-context.ts';
import { AfterSignIn } from '../shared/AfterSignIn.tsx';
import * as styles from '../shared/FormStack.css.ts';
import { useOnce } from '../shared/use-once.ts';

/** /oauth: the provider's callback; its token (`?token=`) signs the user in (§7 OAuth login). */
export function OAuthScreen() {
  const { t } = useTranslation();
  const { login } = useShell();
  const [searchParams] = useSearchParams();
  const isLoggedIn = useShellStore(login, (state) => state.isLoggedIn);
  const token = searchParams.get('token')?.trim() || null;
  const [failed, setFailed] = useState(false);

  useOnce(token, (value) => {
    void login
      .getState()
      .signInWithOAuthToken(value, searchParams.get('partner'))
      .then((outcome) => setFailed(outcome !== 'signed-in'));
  });

  if (isLoggedIn) return <AfterSignIn />;
  return (
    <Page layout="login" title={t('login.title')}>
      {token !== null && !failed ? (
        <>
          <p className={styles.text}>{t('oauth.signingIn')}</p>
          <DelayedSpinner />
        </>
      ) : (
        <div className={styles.stack}>
          <ErrorState title={token === null ? t('oauth.missingToken') : t('oauth.failed')} />
          <Link className={styles.link} to="/login">
            {t('auth.backToSignIn')}
          </Link>
        </div>
      )}
    </Page>
  );
}
