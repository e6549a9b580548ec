import { callRoute } from '@shortlist/api-client';
import { cancelCandidateSession, listCandidateSessions } from '@shortlist/domain/contract';
import { useApi, useLoad } from '@shortlist/shell/react';
import { toProcessError } from '@shortlist/shell/state';
import { Button, CardList, CardListItem } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as appStyles from '../../app/app.css.ts';
import { formatDayAndTime, toLocale } from '../../app/format.ts';
import type { PublicEventView } from '../../app/public-views.ts';
import * as styles from './ApplicationsScreen.css.ts';
import type { OwnApplication } from './own-applications.ts';

/** One of the candidate's event registrations (a "session", §7), as /candidate/{id}/sessions answers it. */
type Session = {
  id: number;
  status: 'REGISTERED' | 'WAITLISTED';
  waitlistPosition: number | null;
  event: PublicEventView;
  /** The application the session was read through: its id is the path of the cancel call. */
  applicationId: number;
};

/** One application per organisation: the sessions of an organisation are read through any of them. */
function oneApplicationPerOrganization(applications: readonly OwnApplication[]) {
  const seen = new Set<number>();
  return applications.filter((application) => {
    const organization = application.organization?.id;
    if (organization === undefined || seen.has(organization)) return false;
    seen.add(organization);
    return true;
  });
}

/** The events the candidate is registered for or waiting on, each cancellable until it starts. */
export function EventPlaces({ applications }: { applications: readonly OwnApplication[] }) {
  const { t, i18n } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const locale = toLocale(i18n.language);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'warning'; text: string } | null>(null);
  const sessions = useLoad<Session[]>(
    async (signal) => {
      const lists = await Promise.all(
        oneApplicationPerOrganization(applications).map(async (application) => {
          const reply = (await callRoute(api, listCandidateSessions, {
            params: { id: application.id },
            signal,
          })) as Omit<Session, 'applicationId'>[];
          return reply.map((session) => ({ ...session, applicationId: application.id }));
        }),
      );
      return lists.flat().filter((session) => session.event.eventEndDate * 1000 >= Date.now());
    },
    [api, applications],
  );

  async function cancel(session: Session) {
    setCancelling(session.id);
    setNotice(null);
    try {
      await callRoute(api, cancelCandidateSession, {
        params: { id: session.applicationId, sessionId: session.id },
      });
      sessions.replace((sessions.data ?? []).filter((each) => each.id !== session.id));
      setNotice({ kind: 'success', text: t('events.places.cancelled', { event: session.event.name }) });
    } catch (failure) {
      setNotice({ kind: 'warning', text: toProcessError(failure).message });
    } finally {
      setCancelling(null);
    }
  }

  if (sessions.status !== 'success' || (sessions.data.length === 0 && !notice)) return null;
  return (
    <section className={appStyles.stack} aria-labelledby="event-places">
      <h2 id="event-places" className={appStyles.sectionTitle}>
        {t('events.places.title')}
      </h2>
      <div role="status">
        {notice ? <p className={appStyles.notice[notice.kind]}>{notice.text}</p> : null}
      </div>
      {sessions.data.length > 0 ? (
        <CardList label={t('events.places.title')}>
          {sessions.data.map((session) => (
            <CardListItem key={session.id} title={session.event.name}>
              <p className={styles.meta}>{formatDayAndTime(session.event.eventStartDate, locale)}</p>
              <p className={styles.status}>
                {session.status === 'REGISTERED'
                  ? t('events.places.registered')
                  : t('events.places.waiting', { position: session.waitlistPosition ?? 0 })}
              </p>
              {session.event.eventStartDate * 1000 > Date.now() ? (
                <Button
                  size="small"
                  variant="secondary"
                  loading={cancelling === session.id}
                  aria-label={t('events.places.cancelFor', { event: session.event.name })}
                  onClick={() => void cancel(session)}
                >
                  {t('events.places.cancel')}
                </Button>
              ) : null}
            </CardListItem>
          ))}
        </CardList>
      ) : null}
    </section>
  );
}
