import type { OrganizationCandidateEvent } from '@shortlist/domain/contract';
import { YesNoIndicator } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../app/controls.css.ts';
import { toLocale } from '../../../app/format.ts';
import { RecordSection } from '../RecordSection.tsx';
import * as styles from './panels.css.ts';
import { formatIsoDateTime } from './record-panel-format.ts';

export type EventsPanelProps = { events: readonly OrganizationCandidateEvent[] };

/** The organisation's events the candidate registered for, soonest last, with whether they attended. */
export function EventsPanel({ events }: EventsPanelProps) {
  const { t, i18n } = useTranslation(['manager', 'common']);
  const locale = toLocale(i18n.language);
  const yesNo = { yes: t('common:form.yes'), no: t('common:form.no') };
  return (
    <RecordSection title={t('recordPanels.events.title')} meta={events.length || undefined}>
      {events.length === 0 ? (
        <p className={styles.muted}>{t('recordPanels.events.empty')}</p>
      ) : (
        <table className={styles.table}>
          <caption className={visuallyHidden}>{t('recordPanels.events.title')}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headerCell}>
                {t('recordPanels.events.event')}
              </th>
              <th scope="col" className={styles.headerCell}>
                {t('recordPanels.events.date')}
              </th>
              <th scope="col" className={styles.headerCell}>
                {t('recordPanels.events.attended')}
              </th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.eventId}>
                <th scope="row" className={styles.cell}>
                  {event.name}
                </th>
                <td className={styles.cell}>
                  {formatIsoDateTime(event.startsAt, locale) || t('recordPanels.events.noDate')}
                </td>
                <td className={styles.cell}>
                  <YesNoIndicator value={event.attended} labels={yesNo} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </RecordSection>
  );
}
