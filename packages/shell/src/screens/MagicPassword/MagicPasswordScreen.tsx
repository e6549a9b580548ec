import { callRoute } from '@shortlist/api-client';
import { sendMagicLink } from '@shortlist/domain/contract';
import { ErrorState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { DelayedSpinner } from '../../react/DelayedSpinner.tsx';
import { Page } from '../../react/Page.tsx';
import { useApi } from '../../react/shell-context.ts';
import { AfterSignIn } from '../shared/AfterSignIn.tsx';
import { EmailLinkForm } from '../shared/EmailLinkForm.tsx';
import * as styles from '../shared/FormStack.css.ts';
import { useTokenSignIn } from '../shared/use-token-sign-in.ts';

/** /magic-password: `?token=` signs in with the emailed USER_TOKEN; without one, a form sends the link. */
export function MagicPasswordScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const { token, failed, isLoggedIn } = useTokenSignIn('userToken');

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
          <EmailLinkForm
            intro={t('magicPassword.intro')}
            submitLabel={t('auth.magicLink')}
            sentMessage={(email) => t('magicPassword.sent', { email })}
            send={(email) => callRoute(api, sendMagicLink, { query: { email } })}
          />
        </div>
      )}
    </Page>
  );
}
