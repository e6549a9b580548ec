import { callRoute } from '@shortlist/api-client';
import { copyEvent, createEvent, listEvents, updateEvent } from '@shortlist/domain/contract';
import type { EventCreate, EventUpdate, ManagedEventView } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../SettingsGroups/InlineNotice.tsx';

export const eventsKey = ['events'] as const;

/** The organisation's events and what a manager does with them; each action says what it did. */
export function useEvents() {
  const { t } = useTranslation('manager');
  const api = useApi();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const events = useQuery({
    queryKey: eventsKey,
    queryFn: ({ signal }) => callRoute(api, listEvents, { signal }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: eventsKey });
  const done = (message: string) => setNotice({ kind: 'success', message });
  const failed = (failure: unknown) =>
    setNotice({ kind: 'failure', message: failure instanceof Error ? failure.message : String(failure) });

  async function create(fields: Omit<EventCreate, 'archived' | 'organizationId'>): Promise<ManagedEventView> {
    const event = await callRoute(api, createEvent, { body: { ...fields, archived: false } });
    await reload();
    done(t('events.done.created', { name: event.name }));
    return event;
  }

  async function update(id: number, body: EventUpdate): Promise<ManagedEventView> {
    const event = await callRoute(api, updateEvent, { params: { id }, body });
    await reload();
    done(t('events.done.saved', { name: event.name }));
    return event;
  }

  async function copy(source: ManagedEventView): Promise<void> {
    try {
      const event = await callRoute(api, copyEvent, { params: { id: source.id } });
      await reload();
      done(t('events.done.copied', { name: event.name }));
    } catch (failure) {
      failed(failure);
    }
  }

  async function setArchived(event: ManagedEventView, archived: boolean): Promise<void> {
    try {
      await callRoute(api, updateEvent, { params: { id: event.id }, body: { archived } });
      await reload();
      done(t(archived ? 'events.done.archived' : 'events.done.restored', { name: event.name }));
    } catch (failure) {
      failed(failure);
    }
  }

  return { events, create, update, copy, setArchived, notice, clearNotice: () => setNotice(null) };
}
