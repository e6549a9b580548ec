import { Page } from '@shortlist/shell/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as appStyles from '../../app/app.css.ts';

/** /finished and /submitted (the same screen, §2): the application is in; the list is one click away. */
export default function SubmittedScreen() {
  const { t } = useTranslation(['candidate', 'common']);
  return (
    <Page layout="applicationFlow" title={t('submitted.title')}>
      <div className={appStyles.stack}>
        <p className={appStyles.notice.success} role="status">
          {t('submitted.text')}
        </p>
        <div>
          <Link className={appStyles.actionLink.primary} to="/applications">
            {t('submitted.link')}
          </Link>
        </div>
      </div>
    </Page>
  );
}
