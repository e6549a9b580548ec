import type { ManagedEventView } from '@shortlist/domain/schemas';
import { SortableHeader } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../app/format.ts';
import * as styles from './Events.css.ts';
import type { EventSort, EventSortColumn } from './event-list.ts';
import { eventSortColumns } from './event-list.ts';

const numericColumns = new Set<EventSortColumn>(['registered', 'waitlisted', 'attended']);

export type EventsTableProps = {
  events: readonly ManagedEventView[];
  sort: EventSort | null;
  onSort: (sort: EventSort) => void;
  onEdit: (event: ManagedEventView) => void;
  onCopy: (event: ManagedEventView) => void;
  onArchive: (event: ManagedEventView, archived: boolean) => void;
};

/** The events of one tab: a dense table, every column sortable, each row's actions at its end. */
export function EventsTable({ events, sort, onSort, onEdit, onCopy, onArchive }: EventsTableProps) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  const number = new Intl.NumberFormat(locale);
  // Dense: 'Mon 7 Dec 2026, 18:00' on the organisation's clock (every event of a list shares it).
  const start = (event: ManagedEventView) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: event.timeZone,
    }).format(new Date(event.eventStartDate * 1000));
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too.
    <section className={styles.scroller} tabIndex={0} aria-labelledby="events-caption">
      <table className={styles.table}>
        <caption id="events-caption" className={styles.caption}>
          <span className={styles.captionText}>{t('events.caption')}</span>
        </caption>
        <thead>
          <tr>
            {eventSortColumns.map((column) => (
              <SortableHeader
                key={column}
                label={t(`events.columns.${column}`)}
                direction={sort?.column === column ? sort.direction : null}
                onSort={(direction) => onSort({ column, direction })}
                className={numericColumns.has(column) ? styles.numericHeader : styles.header}
              />
            ))}
            <th scope="col" className={styles.plainHeader}>
              {t('events.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row" className={styles.nameCell}>
                <Link to={`/manager/events/${event.id}`} className={styles.link}>
                  {event.name}
                </Link>
              </th>
              <td className={styles.cell}>
                {t(`events.types.${event.eventType}` as 'events.types.webinar', {
                  defaultValue: event.eventType,
                })}
              </td>
              <td className={styles.cell}>{start(event)}</td>
              <td className={styles.cell}>{event.location}</td>
              <td className={styles.numericCell}>
                {event.capacity === null
                  ? number.format(event.registeredCount)
                  : t('events.ofCapacity', {
                      registered: number.format(event.registeredCount),
                      capacity: number.format(event.capacity),
                    })}
              </td>
              <td className={styles.numericCell}>{number.format(event.waitlistedCount)}</td>
              <td className={styles.numericCell}>{number.format(event.attendedCount)}</td>
              <td className={styles.cell}>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.toolButton}
                    aria-label={t('events.actions.editFor', { name: event.name })}
                    onClick={() => onEdit(event)}
                  >
                    {t('events.actions.edit')}
                  </button>
                  <button
                    type="button"
                    className={styles.toolButton}
                    aria-label={t('events.actions.copyFor', { name: event.name })}
                    onClick={() => onCopy(event)}
                  >
                    {t('events.actions.copy')}
                  </button>
                  <button
                    type="button"
                    className={styles.toolButton}
                    aria-label={t(
                      event.archived ? 'events.actions.restoreFor' : 'events.actions.archiveFor',
                      {
                        name: event.name,
                      },
                    )}
                    onClick={() => onArchive(event, !event.archived)}
                  >
                    {t(event.archived ? 'events.actions.restore' : 'events.actions.archive')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
