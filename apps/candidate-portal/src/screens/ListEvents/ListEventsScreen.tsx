import { paging } from '@shortlist/domain/constants';
import { Page } from '@shortlist/shell/react';
import { CardList, CardListItem, DropdownField, EmptyState, ErrorState, Pagination } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import * as appStyles from '../../app/app.css.ts';
import { formatDayAndTime, toLocale } from '../../app/format.ts';
import { useHostOrganization, useOrganizationLink } from '../../app/host-organization.ts';
import { Loading } from '../../app/Loading.tsx';
import { useRead } from '../../app/public-read.ts';
import type { PublicEventView } from '../../app/public-views.ts';
import { eventListRead } from './event-list-read.ts';
import * as styles from './ListEventsScreen.css.ts';

const pageSize = paging.defaultPageSize;

/** The events of one page after the type filter (the API answers the whole upcoming list at once). */
export function pickEvents(events: readonly PublicEventView[], type: string, page: number) {
  const matching = type === '' ? events : events.filter((event) => event.eventType === type);
  const totalPages = Math.max(1, Math.ceil(matching.length / pageSize));
  const current = Math.min(page, totalPages - 1);
  return { events: matching.slice(current * pageSize, (current + 1) * pageSize), page: current, totalPages };
}

function EventCard({ event, href }: { event: PublicEventView; href: string }) {
  const { t, i18n } = useTranslation(['candidate', 'common']);
  const locale = toLocale(i18n.language);
  let places: string | null = null;
  if (event.placesLeft === 0) places = t('events.full');
  else if (event.placesLeft !== null) places = t('events.placesLeft', { count: event.placesLeft });
  return (
    <CardListItem
      title={
        <Link className={appStyles.textLink} to={href}>
          {event.name}
        </Link>
      }
    >
      <p className={appStyles.text}>
        {t('events.when', {
          start: formatDayAndTime(event.eventStartDate, locale),
          end: formatDayAndTime(event.eventEndDate, locale),
        })}
      </p>
      {event.location ? <p className={appStyles.text}>{event.location}</p> : null}
      {places ? <p className={appStyles.mutedText}>{places}</p> : null}
    </CardListItem>
  );
}

/** /events: the organisation's upcoming events, filtered by type and paged. */
export default function ListEventsScreen() {
  const { t } = useTranslation(['candidate', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const { key } = useHostOrganization();
  const organizationLink = useOrganizationLink();
  const type = searchParams.get('type') ?? '';
  const requestedPage = Math.max(0, Number(searchParams.get('page')) || 0);

  const events = useRead(eventListRead(key));

  if (key === null) {
    return (
      <Page layout="events" title={t('events.title')}>
        <EmptyState title={t('events.noOrganizationTitle')} text={t('events.noOrganization')} />
      </Page>
    );
  }

  function update(changes: Record<string, string | null>) {
    const params = new URLSearchParams(searchParams);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '' || value === '0') params.delete(name);
      else params.set(name, value);
    }
    setSearchParams(params);
  }

  const types = [
    ...new Set((events.data ?? []).flatMap((event) => (event.eventType ? [event.eventType] : []))),
  ];
  const shown = pickEvents(events.data ?? [], type, requestedPage);

  return (
    <Page layout="events" title={t('events.title')}>
      {events.status === 'loading' ? <Loading /> : null}
      {events.status === 'error' ? (
        <ErrorState
          title={t('events.loadFailed')}
          text={events.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={events.reload}
        />
      ) : null}
      {events.status === 'success' ? (
        <div className={appStyles.stack}>
          {types.length > 1 ? (
            <div className={styles.filter}>
              <DropdownField
                label={t('events.typeFilter')}
                placeholder={t('events.anyType')}
                options={types.map((value) => ({ value, label: value }))}
                value={type}
                onChange={(value) => update({ type: value, page: null })}
              />
            </div>
          ) : null}
          {shown.events.length === 0 ? (
            <EmptyState title={t('events.empty')} />
          ) : (
            <CardList label={t('events.listLabel')}>
              {shown.events.map((event) => (
                <EventCard key={event.id} event={event} href={organizationLink(`/event/${event.id}`)} />
              ))}
            </CardList>
          )}
          <Pagination
            page={shown.page}
            totalPages={shown.totalPages}
            onPageChange={(next) => update({ page: String(next) })}
            labels={{
              navigation: t('events.pagination'),
              previous: t('common:pagination.previous'),
              next: t('common:pagination.next'),
              page: (pageNumber) =>
                t('common:pagination.page', { page: pageNumber, total: shown.totalPages }),
            }}
          />
        </div>
      ) : null}
    </Page>
  );
}
