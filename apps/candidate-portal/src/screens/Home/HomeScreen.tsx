import { isCandidate, isManager, loginPath } from '@shortlist/domain/users';
import { vocabularyContext } from '@shortlist/i18n/vocabulary';
import { Page, useShell, useShellStore } from '@shortlist/shell/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as appStyles from '../../app/app.css.ts';
import { CandidatePitch } from '../../app/CandidatePitch.tsx';
import { useHostOrganization, useOrganizationLink } from '../../app/host-organization.ts';
import * as styles from './HomeScreen.css.ts';

/** What a signed-in user goes on to: candidates their applications, managers their own console. */
function SignedInAction() {
  const { t } = useTranslation(['candidate', 'common']);
  const shell = useShell();
  const user = useShellStore(shell.user, (state) => state.user);
  if (isManager(user)) {
    // The manager console is another app on the same server, so this is a full page load.
    return (
      <a className={appStyles.actionLink.secondary} href="/manager">
        {t('home.managerConsole')}
      </a>
    );
  }
  if (!isCandidate(user)) return null;
  return (
    <Link className={appStyles.actionLink.secondary} to="/applications">
      {t('home.continue')}
    </Link>
  );
}

/** /: what this site is for, in the organisation's own words when the host names one. */
export default function HomeScreen() {
  const { t } = useTranslation(['candidate', 'common']);
  const shell = useShell();
  const isLoggedIn = useShellStore(shell.login, (state) => state.isLoggedIn);
  const { key, organization } = useHostOrganization();
  const organizationLink = useOrganizationLink();
  const context = vocabularyContext(organization?.sector?.kind);
  // An organisation's site offers sign-up only when it allows it; a site of no organisation always does.
  const signupOpen = key === null || organization?.signup === true;

  return (
    <Page layout="welcome" aside={<CandidatePitch />} asideLabel={t('home.pitch')}>
      <div className={styles.home}>
        <h1 className={styles.title}>
          {organization ? t('home.organizationTitle', { organization: organization.name }) : t('home.title')}
        </h1>
        <p className={appStyles.text}>
          {t('home.intro', {
            graduateScheme: t('common:vocabulary.graduateScheme', { context }),
            internship: t('common:vocabulary.internship', { context }),
          })}
        </p>
        <div className={appStyles.actions}>
          <Link className={appStyles.actionLink.primary} to={organizationLink('/roles')}>
            {t('home.browseRoles')}
          </Link>
          <Link className={appStyles.actionLink.secondary} to={organizationLink('/events')}>
            {t('home.seeEvents')}
          </Link>
        </div>
        <div className={appStyles.actions}>
          {isLoggedIn ? (
            <SignedInAction />
          ) : (
            <>
              <Link className={appStyles.actionLink.secondary} to={loginPath}>
                {t('home.signIn')}
              </Link>
              {signupOpen ? (
                <Link className={appStyles.textLink} to="/signup">
                  {t('home.signUp')}
                </Link>
              ) : null}
            </>
          )}
        </div>
      </div>
    </Page>
  );
}
