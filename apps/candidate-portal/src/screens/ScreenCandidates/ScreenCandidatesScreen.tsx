import { Page } from '@shortlist/shell/react';
import { useTranslation } from 'react-i18next';
import * as appStyles from '../../app/app.css.ts';

/** /screen: screening of candidates happens in the manager console; this page sends managers there. */
export default function ScreenCandidatesScreen() {
  const { t } = useTranslation(['candidate', 'common']);
  return (
    <Page layout="fullWidth" title={t('screenCandidates.title')}>
      <div className={appStyles.stack}>
        <p className={appStyles.text}>{t('screenCandidates.text')}</p>
        <div>
          {/* The console is another app on the same server: a full page load, not a route of this one. */}
          <a className={appStyles.actionLink.primary} href="/manager">
            {t('screenCandidates.link')}
          </a>
        </div>
      </div>
    </Page>
  );
}
