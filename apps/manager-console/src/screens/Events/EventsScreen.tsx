import { defaultTimeZone } from '@shortlist/domain/format';
import type { ManagedEventView } from '@shortlist/domain/schemas';
import { DelayedSpinner } from '@shortlist/shell/react';
import { EmptyState, ErrorState, Tabs } from '@shortlist/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import { useKeptSort } from '../Settings/use-kept-sort.ts';
import { InlineNotice } from '../SettingsGroups/InlineNotice.tsx';
import { EventDialog } from './EventDialog.tsx';
import * as styles from './Events.css.ts';
import { EventsTable } from './EventsTable.tsx';
import type { EventFilter } from './event-list.ts';
import { eventFilters, eventSortColumns, listEvents } from './event-list.ts';
import { useEvents } from './use-events.ts';
import { newEventKey, useNewEventShortcut } from './use-new-event-shortcut.ts';

type Editing = { kind: 'create' } | { kind: 'edit'; event: ManagedEventView } | null;

/** /manager/events: the organisation's events by tab (upcoming, past, archived), sortable (kept), editable. */
export default function EventsScreen() {
  const { t } = useTranslation(['manager', 'common']);
  const { events, create, update, copy, setArchived, notice, clearNotice } = useEvents();
  const kept = useKeptSort('events', eventSortColumns);
  const [params, setParams] = useSearchParams();
  const filter = eventFilters.find((each) => each === params.get('show')) ?? 'upcoming';
  const [editing, setEditing] = useState<Editing>(null);
  useNewEventShortcut(() => setEditing((current) => current ?? { kind: 'create' }));
  const rows = useMemo(
    () => listEvents(events.data ?? [], filter, kept.sort, Math.floor(Date.now() / 1000)),
    [events.data, filter, kept.sort],
  );
  // Every event of a list shares its organisation's time zone; a list with none yet uses the default.
  const zone = events.data?.[0]
    ? { value: events.data[0].timeZone, label: events.data[0].timeZoneLabel }
    : defaultTimeZone;

  return (
    <ManagerPage title={t('events.title')}>
      <div className={styles.stack}>
        <div className={styles.toolbar}>
          <p className={styles.summary}>{t('events.timeZone', { zone: zone.label })}</p>
          <button
            type="button"
            className={styles.primaryButton}
            aria-keyshortcuts={newEventKey}
            onClick={() => setEditing({ kind: 'create' })}
          >
            {t('events.create')}
          </button>
        </div>
        <InlineNotice notice={notice} onDismiss={clearNotice} />
        <Tabs
          label={t('events.filter.label')}
          tabs={eventFilters.map((id) => ({ id, label: t(`events.filter.${id}`) }))}
          selectedId={filter}
          onSelect={(id) =>
            setParams(id === 'upcoming' ? {} : { show: id as EventFilter }, { replace: true })
          }
        >
          {events.isPending ? <DelayedSpinner /> : null}
          {events.isError ? (
            <ErrorState
              title={t('events.loadFailed')}
              text={events.error.message}
              retryLabel={t('common:actions.tryAgain')}
              onRetry={() => events.refetch()}
            />
          ) : null}
          {events.isSuccess && rows.length === 0 ? (
            <EmptyState title={t('events.empty')} text={t('events.emptyText')} />
          ) : null}
          {events.isSuccess && rows.length > 0 ? (
            <div className={styles.stack}>
              <p className={styles.summary}>
                {t('events.count', { count: rows.length })} · {t('events.sortHint')}
              </p>
              <EventsTable
                events={rows}
                sort={kept.sort}
                onSort={kept.save}
                onEdit={(event) => setEditing({ kind: 'edit', event })}
                onCopy={copy}
                onArchive={setArchived}
              />
            </div>
          ) : null}
        </Tabs>
      </div>
      {editing ? (
        <EventDialog
          event={editing.kind === 'edit' ? editing.event : null}
          timeZone={zone.value}
          timeZoneLabel={zone.label}
          onSave={(body) => (editing.kind === 'edit' ? update(editing.event.id, body) : create(body))}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ManagerPage>
  );
}
