import { sendMagicLink } from '@shortlist/api-client';
import { ErrorState } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DelayedSpinner } from '../../react/DelayedSpinner.tsx';
import { Page } from '../../react/Page.tsx';
import { useApi, useShell, useShellStore } from '../../react/shell-context.ts';
import { AfterSignIn } from '../shared/AfterSignIn.tsx';
import { EmailLinkForm } from '../shared/EmailLinkForm.tsx';
import * as styles from '../shared/FormStack.css.ts';
import { useOnce } from '../shared/use-once.ts';

/** /magic-password: `?token=` signs in with the emailed USER_TOKEN; without one, a form sends the link. */
export function MagicPasswordScreen() {
  const { t } = useTranslation();
  const { login } = useShell();
  const api = useApi();
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
          <EmailLinkForm
            intro={t('magicPassword.intro')}
            submitLabel={t('auth.magicLink')}
            sentMessage={(email) => t('magicPassword.sent', { email })}
            send={(email) => sendMagicLink(api, email)}
          />
        </div>
      )}
    </Page>
  );
}
