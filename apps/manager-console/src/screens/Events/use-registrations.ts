import { callRoute } from '@shortlist/api-client';
import {
  exportEventRegistrations,
  listEventRegistrations,
  markEventAttendance,
  messageEventRegistrants,
  removeEventRegistration,
} from '@shortlist/domain/contract';
import type { Attendance } from '@shortlist/domain/enums';
import type { EventRegistrationView } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../CandidateRecord/document-files.ts';
import type { Notice } from '../SettingsGroups/InlineNotice.tsx';
import { eventsKey } from './use-events.ts';

/** A registrant's name, else email; one under blind review (issue 31) comes without either and gets the label. */
export const registrantName = (registration: EventRegistrationView, blindLabel = '') =>
  [registration.firstName, registration.lastName].filter(Boolean).join(' ') ||
  registration.email ||
  blindLabel;

/** One event's registrations and what a manager does with them; each action says what it did. */
export function useRegistrations(eventId: number) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const [exporting, setExporting] = useState(false);
  const key = ['events', eventId, 'registrations'] as const;
  const registrations = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callRoute(api, listEventRegistrations, { params: { id: eventId }, signal }),
  });
  // The list's counts (registered, waiting, attended) change with every action here.
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: eventsKey, exact: true }),
    ]);
  const failed = (failure: unknown) =>
    setNotice({ kind: 'failure', message: failure instanceof Error ? failure.message : String(failure) });

  async function mark(registration: EventRegistrationView, attendance: Attendance) {
    try {
      const updated = await callRoute(api, markEventAttendance, {
        params: { id: eventId },
        body: { registrationId: registration.id, attendance },
      });
      // Instant: the row changes before the list is read again.
      queryClient.setQueryData<EventRegistrationView[]>(key, (list) =>
        list?.map((each) => (each.id === updated.id ? updated : each)),
      );
      void reload();
      const label = t(`events.registrations.${attendance}`);
      setNotice({
        kind: 'success',
        message: t('events.registrations.marked', {
          name: registrantName(updated, t('events.registrations.blindRegistrant')),
          attendance: label,
        }),
      });
    } catch (failure) {
      failed(failure);
    }
  }

  async function remove(registration: EventRegistrationView) {
    await callRoute(api, removeEventRegistration, {
      params: { id: eventId, registrationId: registration.id },
    });
    await reload();
    setNotice({
      kind: 'success',
      message: t('events.registrations.removed', {
        name: registrantName(registration, t('events.registrations.blindRegistrant')),
      }),
    });
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await callRoute(api, exportEventRegistrations, { params: { id: eventId } });
      saveBlob(file, `event-${eventId}-registrations.csv`);
    } catch (failure) {
      failed(failure);
    } finally {
      setExporting(false);
    }
  }

  async function message(text: string, registrationIds: number[] | null) {
    const result = await callRoute(api, messageEventRegistrants, {
      params: { id: eventId },
      body: { message: text, registrationIds },
    });
    setNotice({ kind: 'success', message: t('events.message.sent', { count: result.sent }) });
  }

  return {
    registrations,
    mark,
    remove,
    exportCsv,
    exporting,
    message,
    notice,
    clearNotice: () => setNotice(null),
  };
}
