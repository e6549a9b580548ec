import { useTranslation } from 'react-i18next';
import type { PanelCalendars } from './use-panel-busy.ts';
import * as styles from './wizard.css.ts';

/**
 * Issue 34: what the panel's calendars could tell, in words: whose could not be checked and who has none
 * connected (their busy times are unknown, not free), or that they could not be read at all.
 */
export function BusyNotice({ calendars }: { calendars: PanelCalendars }) {
  const { t, i18n } = useTranslation('manager');
  const list = (emails: readonly string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(emails);
  const { unchecked, notConnected } = calendars;
  return (
    <section className={styles.notice} aria-label={t('scheduleWizard.busy.label')} aria-live="polite">
      {calendars.loading ? <p className={styles.status}>{t('scheduleWizard.busy.loading')}</p> : null}
      {calendars.failed ? <p className={styles.status}>{t('scheduleWizard.busy.failed')}</p> : null}
      {unchecked.length > 0 ? (
        <p className={styles.status}>
          {t('scheduleWizard.busy.unchecked', { count: unchecked.length, emails: list(unchecked) })}
        </p>
      ) : null}
      {notConnected.length > 0 ? (
        <p className={styles.status}>
          {t('scheduleWizard.busy.notConnected', { count: notConnected.length, emails: list(notConnected) })}
        </p>
      ) : null}
      {!calendars.loading && !calendars.failed && unchecked.length + notConnected.length === 0 ? (
        <p className={styles.status}>{t('scheduleWizard.busy.allChecked')}</p>
      ) : null}
    </section>
  );
}
