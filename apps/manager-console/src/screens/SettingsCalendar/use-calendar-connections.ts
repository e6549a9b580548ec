import { callRoute } from '@shortlist/api-client';
import type { CalendarConnection } from '@shortlist/domain/contract';
import {
  deleteCalendarConnection,
  listCalendarConnections,
  saveCalendarConnection,
  testCalendarConnection,
} from '@shortlist/domain/contract';
import type { CalendarConnectionInput } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toSaveFailure } from '../Settings/field-errors.ts';
import type { SaveOutcome } from '../Settings/SaveStatus.tsx';

export const calendarConnectionsKey = ['calendar-connections'] as const;

/**
 * The calendar connections the signed-in manager may see (their own; a manager admin's, the organisation's)
 * and what the screen does with them: connect, test, disconnect. Each says what happened in the banner; a
 * refused connect rejects, so the form shows the messages at its fields.
 */
export function useCalendarConnections() {
  const { t } = useTranslation('manager');
  const api = useApi();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [changing, setChanging] = useState<number | null>(null);
  const connections = useQuery({
    queryKey: calendarConnectionsKey,
    queryFn: ({ signal }) => callRoute(api, listCalendarConnections, { signal }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: calendarConnectionsKey });
  const say = (kind: 'success' | 'failure', message: string) => setOutcome({ kind, message, at: Date.now() });

  async function connect(input: CalendarConnectionInput): Promise<CalendarConnection> {
    const connection = await callRoute(api, saveCalendarConnection, { body: input });
    await reload();
    say(
      'success',
      t('settings.calendar.connected', { provider: t(`settings.calendar.providers.${connection.provider}`) }),
    );
    return connection;
  }

  async function act(connection: CalendarConnection, work: () => Promise<void>) {
    setChanging(connection.id);
    try {
      await work();
    } catch (failure) {
      say('failure', toSaveFailure(failure).message);
    } finally {
      setChanging(null);
    }
  }

  const test = (connection: CalendarConnection) =>
    act(connection, async () => {
      const tested = await callRoute(api, testCalendarConnection, { params: { id: connection.id } });
      await reload();
      say(
        tested.status === 'connected' ? 'success' : 'failure',
        t(`settings.calendar.tested_${tested.status}`, {
          email: tested.interviewerEmail,
          reason: tested.lastError ?? '',
        }),
      );
    });

  const disconnect = (connection: CalendarConnection) =>
    act(connection, async () => {
      await callRoute(api, deleteCalendarConnection, { params: { id: connection.id } });
      await reload();
      say('success', t('settings.calendar.disconnected', { email: connection.interviewerEmail }));
    });

  return { connections, connect, test, disconnect, changing, outcome, clearOutcome: () => setOutcome(null) };
}
