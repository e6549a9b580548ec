import { Spinner } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './app.css.ts';

/** What a screen shows while its data loads: the kit's spinner, announced as 'Loading...'. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading}>
      <Spinner label={t('app.loading')} />
    </div>
  );
}
