import { callRoute } from '@shortlist/api-client';
import { confirmAccount, verifyEmail } from '@shortlist/domain/contract';
import { ErrorState } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { DelayedSpinner } from '../../react/DelayedSpinner.tsx';
import { Page } from '../../react/Page.tsx';
import { useShell } from '../../react/shell-context.ts';
import * as styles from '../shared/FormStack.css.ts';
import { useOnce } from '../shared/use-once.ts';

type Outcome = 'verifying' | 'verified' | 'failed';

/**
 * /verify/:token: confirms an account from its link. Decision: with `?candidateId=` it is the candidate's
 * confirmation (POST /confirm, which checks the candidate too); without, the plain email verification.
 */
export function VerifyUserScreen() {
  const { t } = useTranslation();
  const { api } = useShell();
  const token = useParams().token ?? null;
  const candidateId = Number(useSearchParams()[0].get('candidateId'));
  const [outcome, setOutcome] = useState<Outcome>('verifying');

  useOnce(token, (value) => {
    const call =
      Number.isInteger(candidateId) && candidateId > 0
        ? callRoute(api, confirmAccount, { body: { token: value, candidateId } })
        : callRoute(api, verifyEmail, { body: { token: value } });
    call.then(
      () => setOutcome('verified'),
      () => setOutcome('failed'),
    );
  });

  return (
    <Page layout="login" title={t('verifyUser.title')}>
      {outcome === 'verifying' ? (
        <>
          <p className={styles.text}>{t('verifyUser.verifying')}</p>
          <DelayedSpinner />
        </>
      ) : (
        <div className={styles.stack}>
          {outcome === 'verified' ? (
            <p className={styles.text} role="status">
              {t('verifyUser.verified')}
            </p>
          ) : (
            <ErrorState title={t('verifyUser.failed')} />
          )}
          <Link className={styles.link} to="/login">
            {outcome === 'verified' ? t('auth.signIn') : t('auth.backToSignIn')}
          </Link>
        </div>
      )}
    </Page>
  );
}
