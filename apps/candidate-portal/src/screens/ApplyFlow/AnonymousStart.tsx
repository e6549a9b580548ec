import { callRoute } from '@shortlist/api-client';
import { sendMagicLink } from '@shortlist/domain/contract';
import { buildLoginRedirect } from '@shortlist/domain/users';
import { isValidEmail } from '@shortlist/domain/validation';
import { useApi } from '@shortlist/shell/react';
import { toProcessError } from '@shortlist/shell/state';
import { Button, EmptyState, ErrorState, TextField } from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserDraftStorage } from '../../forms/draft-storage.ts';
import { rememberPendingApply } from '../../forms/pending-apply.ts';
import * as styles from './ApplyFlowScreen.css.ts';

export type AnonymousStartProps = {
  /** The standard flow of the same role, where the candidate continues once signed in. */
  continuePath: string;
};

/**
 * /applya for a visitor who is not signed in (decision): asks for the email address, sends a sign-in link
 * (POST /api/public/user?email=) and remembers the application, so the candidate continues it after signing in.
 */
export function AnonymousStart({ continuePath }: AnonymousStartProps) {
  const { t } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setError(t('applyFlow.anonymous.emailInvalid'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await callRoute(api, sendMagicLink, { query: { email: address } });
      rememberPendingApply(browserDraftStorage(), continuePath);
      setSentTo(address);
    } catch (caught) {
      setFailure(toProcessError(caught).message);
    } finally {
      setBusy(false);
    }
  }

  if (sentTo !== null) {
    return (
      <EmptyState
        title={t('applyFlow.anonymous.sentTitle')}
        text={t('applyFlow.anonymous.sent', { email: sentTo })}
      />
    );
  }
  return (
    <div className={styles.stack}>
      <p className={styles.intro}>{t('applyFlow.anonymous.intro')}</p>
      {failure ? <ErrorState title={t('applyFlow.startFailed')} text={failure} /> : null}
      <form noValidate onSubmit={(event) => void send(event)} className={styles.stack} aria-busy={busy}>
        <TextField
          id="anonymous-email"
          type="email"
          label={t('applyFlow.anonymous.email')}
          value={email}
          onChange={(value) => {
            setEmail(value);
            setError(undefined);
          }}
          autoComplete="email"
          required
          error={error}
        />
        <div>
          <Button type="submit" loading={busy}>
            {t('applyFlow.anonymous.send')}
          </Button>
        </div>
      </form>
      <p className={styles.intro}>{t('applyFlow.anonymous.noAccount')}</p>
      <p className={styles.links}>
        <Link className={styles.link} to="/signup">
          {t('applyFlow.anonymous.signUp')}
        </Link>
        <Link className={styles.link} to={buildLoginRedirect({ pathname: continuePath })}>
          {t('applyFlow.anonymous.signIn')}
        </Link>
      </p>
    </div>
  );
}
