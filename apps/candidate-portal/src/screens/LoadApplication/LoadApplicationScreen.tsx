import { isCandidate } from '@shortlist/domain/users';
import { DelayedSpinner, Page, useApi, useLoad, useShell, useShellStore } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { findLatestPending, loadOwnApplications } from '../Applications/own-applications.ts';

/** §2 and §8: where the application screen goes when there is no application to load. */
export const noApplicationPath = '/roles';

function LatestApplication() {
  const { t } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const load = useLoad(async (signal) => await loadOwnApplications(api, signal), [api]);
  if (load.status === 'loading') return <DelayedSpinner />;
  if (load.status === 'error') {
    return (
      <ErrorState
        title={t('applicationList.loadFailed')}
        text={load.error.message}
        retryLabel={t('common:actions.tryAgain')}
        onRetry={load.reload}
      />
    );
  }
  const latest = findLatestPending(load.data);
  return <Navigate replace to={latest?.role ? `/apply/${latest.role.id}` : noApplicationPath} />;
}

/**
 * /application: resumes the candidate's latest application not yet submitted (at the step it reached); a
 * candidate without one, or a visitor, goes to /roles (§8: candidate load without data).
 */
export default function LoadApplicationScreen() {
  const { t } = useTranslation('candidate');
  const shell = useShell();
  const isLoggedIn = useShellStore(shell.login, (state) => state.isLoggedIn);
  const user = useShellStore(shell.user, (state) => state.user);
  const userStatus = useShellStore(shell.user, (state) => state.status);
  if (!isLoggedIn) return <Navigate replace to={noApplicationPath} />;
  if (user === null && userStatus !== 'error') return <DelayedSpinner />;
  if (!isCandidate(user)) return <Navigate replace to={noApplicationPath} />;
  return (
    <Page layout="applicationFlow" title={t('loadApplication.loading')}>
      <LatestApplication />
    </Page>
  );
}
