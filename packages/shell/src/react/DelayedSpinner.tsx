import { delays } from '@shortlist/domain/constants';
import { Spinner } from '@shortlist/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './DelayedSpinner.css.ts';

/** §2: nothing for the first 300 ms (a fast load never flashes), then the spinner at its default size. */
export function DelayedSpinner({ delayMs = delays.lazySpinner }: { delayMs?: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  if (!visible) return null;
  return (
    <div className={styles.centered}>
      <Spinner label={t('app.loading')} />
    </div>
  );
}
