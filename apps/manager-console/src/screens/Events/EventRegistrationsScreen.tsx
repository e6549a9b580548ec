import type { EventRegistrationView } from '@shortlist/domain/schemas';
import { DelayedSpinner } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import { ConfirmDialog } from '../Settings/ConfirmDialog.tsx';
import { InlineNotice } from '../SettingsGroups/InlineNotice.tsx';
import * as styles from './Events.css.ts';
import { MessageDialog } from './MessageDialog.tsx';
import { RegistrationsTable } from './RegistrationsTable.tsx';
import { useEvents } from './use-events.ts';
import { registrantName, useRegistrations } from './use-registrations.ts';

/** /manager/events/{eventId}: who registered and who waits, attendance, export and messages. */
export default function EventRegistrationsScreen() {
  const { t } = useTranslation(['manager', 'common']);
  const eventId = Number(useParams().eventId);
  const { events } = useEvents();
  const event = events.data?.find((each) => each.id === eventId);
  const { registrations, mark, remove, exportCsv, exporting, message, notice, clearNotice } =
    useRegistrations(eventId);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [removing, setRemoving] = useState<EventRegistrationView | null>(null);
  const [messaging, setMessaging] = useState(false);

  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });
  const all = registrations.data ?? [];
  const registered = all.filter((registration) => registration.status === 'REGISTERED');
  const waiting = all.filter((registration) => registration.status === 'WAITLISTED');
  const chosen = all.filter((registration) => selected.has(registration.id)).map((each) => each.id);
  const timeZone = event?.timeZone ?? 'Europe/London';
  const back = (
    <Link to="/manager/events" className={styles.link}>
      {t('events.registrations.back')}
    </Link>
  );
  const failedToLoad = registrations.isError || (events.isSuccess && !event);

  return (
    <ManagerPage title={event?.name ?? t('events.title')}>
      <div className={styles.stack}>
        <div>{back}</div>
        {registrations.isPending || events.isPending ? <DelayedSpinner /> : null}
        {failedToLoad ? (
          <ErrorState
            title={t('events.registrations.loadFailed')}
            text={registrations.error?.message ?? ''}
            retryLabel={t('common:actions.tryAgain')}
            onRetry={() => registrations.refetch()}
          />
        ) : null}
        {registrations.isSuccess && event ? (
          <>
            <div className={styles.toolbar}>
              <p className={styles.summary}>
                {t('events.registrations.summary', {
                  registered: registered.length,
                  waitlisted: waiting.length,
                  attended: registered.filter((each) => each.attendance === 'ATTENDED').length,
                })}
              </p>
              <div className={styles.toolGroup}>
                <a className={styles.toolLink} href={`/event/${event.id}/check-in`}>
                  {t('events.actions.checkIn')}
                </a>
                <button type="button" className={styles.toolButton} disabled={exporting} onClick={exportCsv}>
                  {exporting ? t('events.registrations.exporting') : t('events.registrations.export')}
                </button>
                <button
                  type="button"
                  className={styles.primaryButton}
                  disabled={all.length === 0}
                  onClick={() => setMessaging(true)}
                >
                  {chosen.length > 0
                    ? t('events.registrations.messageSelected', { count: chosen.length })
                    : t('events.registrations.message')}
                </button>
              </div>
            </div>
            <InlineNotice notice={notice} onDismiss={clearNotice} />
            {registered.length === 0 ? (
              <EmptyState title={t('events.registrations.empty')} />
            ) : (
              <RegistrationsTable
                kind="registered"
                caption={t('events.registrations.caption')}
                registrations={registered}
                questions={event.questions}
                timeZone={timeZone}
                selected={selected}
                onSelect={select}
                onMark={mark}
                onRemove={setRemoving}
              />
            )}
            {waiting.length === 0 ? (
              <p className={styles.summary}>{t('events.registrations.waitlistEmpty')}</p>
            ) : (
              <RegistrationsTable
                kind="waitlist"
                caption={t('events.registrations.waitlistCaption')}
                registrations={waiting}
                questions={event.questions}
                timeZone={timeZone}
                selected={selected}
                onSelect={select}
                onMark={mark}
                onRemove={setRemoving}
              />
            )}
          </>
        ) : null}
      </div>
      {removing ? (
        <ConfirmDialog
          title={t('events.registrations.removeTitle', {
            name: registrantName(removing, t('events.registrations.blindRegistrant')),
          })}
          text={t('events.registrations.removeText')}
          confirmLabel={t('events.registrations.remove')}
          cancelLabel={t('events.form.cancel')}
          onConfirm={async () => {
            await remove(removing);
            select([removing.id], false);
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
      {messaging && event ? (
        <MessageDialog
          title={
            chosen.length > 0
              ? t('events.message.titleSelected', { count: chosen.length })
              : t('events.message.titleAll', { name: event.name })
          }
          onSend={(text) => message(text, chosen.length > 0 ? chosen : null)}
          onClose={() => setMessaging(false)}
        />
      ) : null}
    </ManagerPage>
  );
}
