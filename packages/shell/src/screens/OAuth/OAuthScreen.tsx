import { ErrorState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DelayedSpinner } from '../../react/DelayedSpinner.tsx';
import { Page } from '../../react/Page.tsx';
import { AfterSignIn } from '../shared/AfterSignIn.tsx';
import * as styles from '../shared/FormStack.css.ts';
import { useTokenSignIn } from '../shared/use-token-sign-in.ts';

/** /oauth: the provider's callback; its token (`?token=`) signs the user in (§7 OAuth login). */
export function OAuthScreen() {
  const { t } = useTranslation();
  const { token, failed, isLoggedIn } = useTokenSignIn('oauth');

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
