import { callRoute } from '@shortlist/api-client';
import { schedulerPreviewDays } from '@shortlist/domain/constants';
import { bookInterview, fetchInterview } from '@shortlist/domain/contract';
import { Page, useApi, useLoad } from '@shortlist/shell/react';
import { toProcessError } from '@shortlist/shell/state';
import { Button, EmptyState, ErrorState, SlotGrid } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import * as appStyles from '../../app/app.css.ts';
import { formatDay, formatDayAndTime, formatLongDate, formatTimeRange, toLocale } from '../../app/format.ts';
import { Loading } from '../../app/Loading.tsx';
import type { InterviewInvitationView } from '../../app/public-views.ts';
import * as styles from './InterviewUserScreen.css.ts';
import { findFirstDayToCome, groupSlotsByDay, toGridSlots } from './slot-days.ts';

function Invitation({
  invitation,
  token,
  onBooked,
  onConflict,
}: {
  invitation: InterviewInvitationView;
  token: string;
  onBooked: (invitation: InterviewInvitationView) => void;
  onConflict: () => void;
}) {
  const { t, i18n } = useTranslation(['candidate', 'common']);
  const locale = toLocale(i18n.language);
  const api = useApi();
  const [now] = useState(() => new Date());
  const days = groupSlotsByDay(invitation.slots);
  const [firstDay, setFirstDay] = useState(() => findFirstDayToCome(days, now));
  const [chosen, setChosen] = useState<number | null>(null);
  const [booking, setBooking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [justBooked, setJustBooked] = useState(false);

  const shownDays = days.slice(firstDay, firstDay + schedulerPreviewDays);
  const grid = toGridSlots(shownDays.flatMap((day) => day.slots));
  const open = !invitation.deadlinePassed && !invitation.closed;
  const firstShown = shownDays[0]?.slots[0];
  const lastShown = shownDays.at(-1)?.slots[0];

  async function confirm() {
    if (chosen === null) return;
    setBooking(true);
    setError(null);
    try {
      const reply: unknown = await callRoute(api, bookInterview, {
        params: { token },
        body: { id: invitation.id, selectedTime: chosen },
      });
      setChosen(null);
      setJustBooked(true);
      onBooked(reply as InterviewInvitationView);
    } catch (failure) {
      const problem = toProcessError(failure);
      setError(problem.message);
      setChosen(null);
      // Someone else took the time, or it passed: the slots are read again to show it.
      if (problem.status === 409) onConflict();
    } finally {
      setBooking(false);
    }
  }

  const subtitle = invitation.roleName
    ? t('interview.invitationForRole', {
        schedule: invitation.scheduleName,
        role: invitation.roleName,
        organization: invitation.organization.name,
      })
    : t('interview.invitation', {
        schedule: invitation.scheduleName,
        organization: invitation.organization.name,
      });

  return (
    <Page layout="fullWidth" title={t('interview.title')} subtitle={subtitle}>
      <div className={appStyles.stack}>
        <div className={styles.facts}>
          {invitation.durationMinutes ? (
            <p className={appStyles.text}>{t('interview.duration', { count: invitation.durationMinutes })}</p>
          ) : null}
          {invitation.location ? (
            <p className={appStyles.text}>{t('interview.location', { location: invitation.location })}</p>
          ) : null}
          {open && invitation.deadline !== null ? (
            <p className={appStyles.text}>
              {t('interview.bookBy', { date: formatLongDate(invitation.deadline, locale) })}
            </p>
          ) : null}
        </div>
        <div aria-live="polite" className={appStyles.stack}>
          {invitation.selectedTime !== null ? (
            <p className={appStyles.notice.success} data-testid="booked-time">
              {t('interview.booked', { time: formatDayAndTime(invitation.selectedTime, locale) })}
            </p>
          ) : null}
          {error ? (
            <p className={appStyles.formError} role="alert">
              {error}
            </p>
          ) : null}
          {!open ? (
            <p className={appStyles.notice.warning} data-testid="invitation-closed">
              {invitation.closed ? t('interview.closed') : t('interview.deadlinePassed')}
            </p>
          ) : null}
          {open && chosen !== null ? (
            <p className={appStyles.notice.info}>
              {t('interview.chosen', { time: formatDayAndTime(chosen, locale) })}
            </p>
          ) : null}
          {open && chosen === null && !justBooked ? (
            <p className={appStyles.text}>
              {invitation.selectedTime === null ? t('interview.choose') : t('interview.change')}
            </p>
          ) : null}
        </div>
        {days.length === 0 ? (
          <EmptyState title={t('interview.noSlots')} />
        ) : (
          <>
            <div className={styles.dayNavigation}>
              <Button
                variant="secondary"
                size="small"
                lockoutMs={0}
                disabled={firstDay === 0}
                onClick={() => setFirstDay((day) => Math.max(0, day - schedulerPreviewDays))}
              >
                {t('interview.earlierDays')}
              </Button>
              {firstShown && lastShown ? (
                <p className={appStyles.text}>
                  {t('interview.days', {
                    from: formatDay(firstShown.startDateTime, locale),
                    to: formatDay(lastShown.startDateTime, locale),
                  })}
                </p>
              ) : null}
              <Button
                variant="secondary"
                size="small"
                lockoutMs={0}
                disabled={firstDay + schedulerPreviewDays >= days.length}
                onClick={() => setFirstDay((day) => day + schedulerPreviewDays)}
              >
                {t('interview.laterDays')}
              </Button>
            </div>
            <SlotGrid
              label={t('interview.slotsLabel')}
              dayHeading="h2"
              slots={grid.slots}
              bookings={grid.bookings}
              now={now}
              stateLabels={{
                Booked: t('interview.state.Booked'),
                Passed: t('interview.state.Passed'),
                Available: t('interview.state.Available'),
              }}
              formatDay={(seconds) => formatDay(seconds, locale)}
              formatTime={(slot) => formatTimeRange(slot.startDateTime, slot.endDateTime, locale)}
              {...(open
                ? {
                    onSelect: (slot: { startDateTime: number }) => {
                      setChosen(slot.startDateTime);
                      setJustBooked(false);
                      setError(null);
                    },
                  }
                : {})}
              selectedStart={chosen}
              ownStart={invitation.slots.find((slot) => slot.mine)?.startDateTime ?? invitation.selectedTime}
              ownLabel={t('interview.state.yours')}
            />
            {open ? (
              <div>
                <Button disabled={chosen === null} loading={booking} onClick={() => void confirm()}>
                  {t('interview.confirm')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </Page>
  );
}

/** /interview/{token}: the candidate picks one of the offered interview times and books it. */
export default function InterviewUserScreen() {
  const { t } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const { token = '' } = useParams();
  const invitation = useLoad(
    async (signal) => {
      const reply: unknown = await callRoute(api, fetchInterview, { params: { token }, signal });
      return reply as InterviewInvitationView;
    },
    [api, token],
  );

  if (invitation.status === 'loading') {
    return (
      <Page layout="fullWidth">
        <Loading />
      </Page>
    );
  }
  if (invitation.status === 'error') {
    return (
      <Page layout="fullWidth">
        {invitation.error.status === 404 ? (
          <EmptyState title={t('interview.notFound')} />
        ) : (
          <ErrorState
            title={t('interview.title')}
            text={invitation.error.message}
            retryLabel={t('common:actions.tryAgain')}
            onRetry={invitation.reload}
          />
        )}
      </Page>
    );
  }
  return (
    <Invitation
      invitation={invitation.data}
      token={token}
      onBooked={invitation.replace}
      onConflict={() => {
        callRoute(api, fetchInterview, { params: { token } }).then(
          (fresh) => invitation.replace(fresh as unknown as InterviewInvitationView),
          () => undefined,
        );
      }}
    />
  );
}
