import { callRoute } from '@shortlist/api-client';
import {
  fetchPublicEvent,
  listEventRegistrations,
  markEventAttendance,
  scanEventCheckIn,
} from '@shortlist/domain/contract';
import type { Attendance } from '@shortlist/domain/enums';
import type { EventRegistrationView } from '@shortlist/domain/schemas';
import { Page, useApi, useLoad } from '@shortlist/shell/react';
import { toProcessError } from '@shortlist/shell/state';
import { Button, EmptyState, ErrorState, TextField } from '@shortlist/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import * as appStyles from '../../app/app.css.ts';
import { Loading } from '../../app/Loading.tsx';
import type { PublicEventView } from '../../app/public-views.ts';
import * as styles from './EventCheckInScreen.css.ts';
import { QrScanner } from './QrScanner.tsx';

type ScanFeedback = { kind: 'success' | 'info' | 'warning'; message: string } | null;

// A registrant under blind review comes without names or email (issue 31): the QR code still checks them in.
const fullName = (registration: EventRegistrationView) =>
  [registration.firstName, registration.lastName].filter(Boolean).join(' ') || (registration.email ?? '');

/** Registrations whose name or email contains the search, ignoring case. */
export function findRegistrations(registrations: readonly EventRegistrationView[], search: string) {
  const term = search.trim().toLocaleLowerCase();
  if (term === '') return registrations;
  return registrations.filter((registration) =>
    `${fullName(registration)} ${registration.email ?? ''}`.toLocaleLowerCase().includes(term),
  );
}

/**
 * /event/{eventId}/check-in (signed in): staff at the door scan each confirmation's QR code with the device
 * camera, or find a person by name, and mark who attended.
 */
export default function EventCheckInScreen() {
  const { t } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const { eventId = '' } = useParams();
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState<number | null>(null);
  const [markError, setMarkError] = useState<string | null>(null);
  const [scanFeedback, setScanFeedback] = useState<ScanFeedback>(null);

  // The event's name comes from its public page; an archived event has none, and the list still works.
  const event = useLoad(
    async (signal) => {
      const reply: unknown = await callRoute(api, fetchPublicEvent, {
        params: { id: eventId },
        signal,
      }).catch(() => null);
      return reply as PublicEventView | null;
    },
    [api, eventId],
  );
  const registrations = useLoad(
    (signal) => callRoute(api, listEventRegistrations, { params: { id: eventId }, signal }),
    [api, eventId],
  );

  async function mark(registration: EventRegistrationView, attendance: Attendance) {
    setSaving(registration.id);
    setMarkError(null);
    try {
      const updated = await callRoute(api, markEventAttendance, {
        params: { id: eventId },
        body: { registrationId: registration.id, attendance },
      });
      const list = registrations.data ?? [];
      registrations.replace(list.map((each) => (each.id === updated.id ? updated : each)));
    } catch (error) {
      setMarkError(toProcessError(error).message);
    } finally {
      setSaving(null);
    }
  }

  const { replace: replaceRegistrations, data: currentRegistrations } = registrations;
  const scan = useCallback(
    async (text: string) => {
      try {
        const result = await callRoute(api, scanEventCheckIn, {
          params: { id: eventId },
          body: { code: text },
        });
        const name = fullName(result.registration);
        const list = currentRegistrations ?? [];
        replaceRegistrations(
          list.map((each) => (each.id === result.registration.id ? result.registration : each)),
        );
        setScanFeedback(
          result.outcome === 'CHECKED_IN'
            ? { kind: 'success', message: t('events.scanner.checkedIn', { name }) }
            : { kind: 'info', message: t('events.scanner.alreadyCheckedIn', { name }) },
        );
      } catch (failure) {
        setScanFeedback({
          kind: 'warning',
          message: t('events.scanner.refused', { reason: toProcessError(failure).message }),
        });
      }
    },
    [api, eventId, currentRegistrations, replaceRegistrations, t],
  );

  const title = event.data ? t('events.attendance.title', { event: event.data.name }) : t('events.checkIn');

  if (registrations.status === 'loading') {
    return (
      <Page layout="events" title={title}>
        <Loading />
      </Page>
    );
  }
  if (registrations.status === 'error') {
    return (
      <Page layout="events" title={title}>
        <ErrorState
          title={t('events.attendance.loadFailed')}
          text={registrations.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={registrations.reload}
        />
      </Page>
    );
  }

  // Only people holding a place are checked in; the waiting list stays on the manager's registrations page.
  const all = registrations.data.filter((registration) => registration.status !== 'WAITLISTED');
  const shown = findRegistrations(all, search);
  const attended = all.filter((registration) => registration.attendance === 'ATTENDED').length;

  return (
    <Page layout="events" title={title} subtitle={t('events.attendance.intro')}>
      <div className={appStyles.stack}>
        <QrScanner onScan={scan} />
        <div role="status" aria-live="assertive">
          {scanFeedback ? (
            <p className={appStyles.notice[scanFeedback.kind]}>{scanFeedback.message}</p>
          ) : null}
        </div>
        <p className={appStyles.text} aria-live="polite">
          {t('events.attendance.progress', { attended, total: all.length })}
        </p>
        {all.length === 0 ? (
          <EmptyState title={t('events.attendance.empty')} />
        ) : (
          <>
            <div className={styles.search}>
              <TextField label={t('events.attendance.find')} value={search} onChange={setSearch} />
            </div>
            {markError ? (
              <p className={appStyles.formError} role="alert">
                {markError}
              </p>
            ) : null}
            {shown.length === 0 ? (
              <p className={appStyles.text}>{t('events.attendance.noMatches')}</p>
            ) : (
              <table className={styles.table}>
                <caption className={styles.caption}>{t('events.attendance.listLabel')}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={styles.cell}>
                      {t('events.attendance.name')}
                    </th>
                    <th scope="col" className={styles.cell}>
                      {t('events.attendance.email')}
                    </th>
                    <th scope="col" className={styles.cell}>
                      {t('events.attendance.status')}
                    </th>
                    <th scope="col" className={styles.cell}>
                      {t('events.attendance.actions')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((registration) => {
                    const name = fullName(registration);
                    return (
                      <tr key={registration.id}>
                        <td className={styles.cell}>{name}</td>
                        <td className={styles.cell}>{registration.email}</td>
                        <td className={styles.cell}>
                          {registration.attendance
                            ? t(`events.attendance.${registration.attendance}`)
                            : t('events.attendance.notMarked')}
                        </td>
                        <td className={styles.cell}>
                          <div className={styles.buttons}>
                            <Button
                              size="small"
                              variant={registration.attendance === 'ATTENDED' ? 'primary' : 'secondary'}
                              aria-label={t('events.attendance.markAttendedFor', { name })}
                              aria-pressed={registration.attendance === 'ATTENDED'}
                              disabled={saving === registration.id}
                              onClick={() => void mark(registration, 'ATTENDED')}
                            >
                              {t('events.attendance.markAttended')}
                            </Button>
                            <Button
                              size="small"
                              variant={registration.attendance === 'NOSHOW' ? 'primary' : 'secondary'}
                              aria-label={t('events.attendance.markNoShowFor', { name })}
                              aria-pressed={registration.attendance === 'NOSHOW'}
                              disabled={saving === registration.id}
                              onClick={() => void mark(registration, 'NOSHOW')}
                            >
                              {t('events.attendance.markNoShow')}
                            </Button>
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
