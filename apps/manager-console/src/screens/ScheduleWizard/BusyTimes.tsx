import { useTranslation } from 'react-i18next';
import { useOrganizationZone } from '../../app/use-organization-zone.ts';
import * as styles from './wizard.css.ts';
import type { PanelBusy } from './wizard-draft.ts';
import { formatClock, formatDay, isoDay } from './zoned-time.ts';

/**
 * Issue 34: the busy times the calendar shows, as a list in the organisation's zone, for those who read
 * the page by keyboard or screen reader (a calendar's background is neither focusable nor announced).
 */
export function BusyTimes({ busy }: { busy: PanelBusy }) {
  const { t, i18n } = useTranslation('manager');
  const { timeZone } = useOrganizationZone();
  const times = [...busy]
    .flatMap(([email, intervals]) => intervals.map((interval) => ({ email, ...interval })))
    .sort((a, b) => a.start - b.start || a.email.localeCompare(b.email));
  if (times.length === 0) return null;
  const span = (start: number, end: number) => {
    const from = `${formatDay(start, timeZone, i18n.language)} ${formatClock(start, timeZone)}`;
    const sameDay = isoDay(start, timeZone) === isoDay(end, timeZone);
    return `${from}–${sameDay ? '' : `${formatDay(end, timeZone, i18n.language)} `}${formatClock(end, timeZone)}`;
  };
  return (
    <details>
      <summary>{t('scheduleWizard.calendar.busyList', { count: times.length })}</summary>
      <ul className={styles.plainList}>
        {times.map((time) => (
          <li key={`${time.email}-${time.start}-${time.end}`}>
            {t('scheduleWizard.calendar.busyItem', { email: time.email, time: span(time.start, time.end) })}
          </li>
        ))}
      </ul>
    </details>
  );
}
