import { paging } from '@shortlist/domain/constants';
import { Page } from '@shortlist/shell/react';
import {
  Button,
  CardList,
  CardListItem,
  DropdownField,
  EmptyState,
  ErrorState,
  Pagination,
} from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import * as appStyles from '../../app/app.css.ts';
import { formatDayAndTime, toLocale } from '../../app/format.ts';
import { useHostOrganization, useOrganizationLink } from '../../app/host-organization.ts';
import { Loading } from '../../app/Loading.tsx';
import { addressOf } from '../../app/list-address.ts';
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

/** The address's parameters with these set, or dropped when empty (the first page has no page parameter). */
function withChanges(searchParams: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const params = new URLSearchParams(searchParams);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '' || value === '0') params.delete(name);
    else params.set(name, value);
  }
  return params;
}

/**
 * The event type filter as a GET form (type=...): chosen, then shown with the button, so it works the same
 * before scripts run, without them, and with them.
 */
function EventTypeFilter({
  types,
  applied,
  kept,
  onApply,
}: {
  types: readonly string[];
  applied: string;
  kept: Array<[string, string]>;
  onApply: (type: string) => void;
}) {
  const { t } = useTranslation(['candidate', 'common']);
  const [draft, setDraft] = useState(applied);
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(draft);
  }
  return (
    <form className={styles.filter} method="get" aria-label={t('events.filterLabel')} onSubmit={handleSubmit}>
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.filterField}>
        <DropdownField
          name="type"
          label={t('events.typeFilter')}
          emptyChoiceLabel={t('events.anyType')}
          options={types.map((value) => ({ value, label: value }))}
          value={draft}
          onChange={setDraft}
        />
      </div>
      <div className={styles.filterAction}>
        <Button type="submit" variant="secondary" size="medium" lockoutMs={0}>
          {t('events.showEvents')}
        </Button>
      </div>
    </form>
  );
}

/** /events: the organisation's upcoming events, filtered by type and paged. */
export default function ListEventsScreen() {
  const { t } = useTranslation(['candidate', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
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
    setSearchParams(withChanges(searchParams, changes));
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
            <EventTypeFilter
              key={type}
              types={types}
              applied={type}
              kept={[...searchParams.entries()].filter(([name]) => name !== 'type' && name !== 'page')}
              onApply={(value) => update({ type: value, page: null })}
            />
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
            href={(next) => addressOf(pathname, withChanges(searchParams, { page: String(next) }))}
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
