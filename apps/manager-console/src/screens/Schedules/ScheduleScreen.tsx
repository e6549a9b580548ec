import type { ScheduleDetailView } from '@shortlist/domain/schemas';
import { DelayedSpinner } from '@shortlist/shell/react';
import { ErrorState, TimedAlert } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { primaryToolButton, toolButton } from '../../app/controls.css.ts';
import { toLocale } from '../../app/format.ts';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import * as table from '../Roles/RolesScreen.css.ts';
import { ConfirmDialog } from '../Settings/ConfirmDialog.tsx';
import { AddSlotsDialog } from './AddSlotsDialog.tsx';
import { InterviewersDialog } from './InterviewersDialog.tsx';
import type { InviteeAction } from './InviteesTable.tsx';
import { InviteesTable } from './InviteesTable.tsx';
import { inviteeName } from './invitee-name.ts';
import { MoveDialog } from './MoveDialog.tsx';
import { panelChangeText } from './panel-change-text.ts';
import * as styles from './Schedules.css.ts';
import type { SlotAction } from './SlotDays.tsx';
import { SlotDays } from './SlotDays.tsx';
import { formatClock, formatMoment } from './schedule-time.ts';
import { useKeyShortcut } from './use-key-shortcut.ts';
import { useScheduleChanges } from './use-schedule-changes.ts';

type OpenDialog = SlotAction | InviteeAction | { kind: 'close' } | { kind: 'addSlots' } | null;

function ScheduleBody({
  schedule,
  changes,
}: {
  schedule: ScheduleDetailView;
  changes: ReturnType<typeof useScheduleChanges>;
}) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [done, setDone] = useState<{ text: string; at: number } | null>(null);
  const [now] = useState(() => Date.now() / 1000);
  const close = () => setDialog(null);
  const canAdd = schedule.closedAt === null && dialog === null;
  useKeyShortcut('a', canAdd ? () => setDialog({ kind: 'addSlots' }) : null);
  const tell = (text: string) => setDone({ text, at: Date.now() });
  const slotTime = (startDateTime: number) => formatMoment(startDateTime, schedule.timeZone, locale);

  return (
    <div className={table.stack}>
      <p className={styles.facts}>
        {t('schedules.schedule.facts', {
          role: schedule.roleName ?? '',
          stage: t(`stages.${schedule.stageId}` as 'stages.1'),
          type: t(`schedules.types.${schedule.type}`),
          minutes: schedule.durationMinutes,
        })}
        {' · '}
        {t('schedules.timeZone', { zone: schedule.timeZoneLabel })}
        {schedule.location ? ` · ${t('schedules.schedule.location', { location: schedule.location })}` : null}
      </p>
      {schedule.closedAt !== null ? (
        <p className={styles.facts} role="status">
          {t('schedules.schedule.closedNotice')}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <Link to="/manager/schedules" className={styles.backLink}>
          {t('schedules.schedule.back')}
        </Link>
        {schedule.closedAt === null ? (
          <>
            <button
              type="button"
              className={primaryToolButton}
              aria-keyshortcuts="a"
              onClick={() => setDialog({ kind: 'addSlots' })}
            >
              {t('schedules.schedule.actions.addSlots')}
            </button>
            <button type="button" className={toolButton} onClick={() => setDialog({ kind: 'close' })}>
              {t('schedules.schedule.actions.close')}
            </button>
          </>
        ) : null}
      </div>
      <div aria-live="polite">
        {done ? (
          <TimedAlert key={done.at} type="success" title={done.text} onHide={() => setDone(null)} />
        ) : null}
      </div>

      <h2 className={styles.sectionHeading}>{t('schedules.schedule.slotsHeading')}</h2>
      <SlotDays schedule={schedule} onAction={setDialog} />
      <h2 className={styles.sectionHeading}>{t('schedules.schedule.inviteesHeading')}</h2>
      <InviteesTable schedule={schedule} now={now} onAction={setDialog} />

      {dialog?.kind === 'addSlots' ? (
        <AddSlotsDialog
          schedule={schedule}
          onClose={close}
          onAdd={async (input) =>
            tell(t('schedules.schedule.done.added', { count: await changes.addSlots(input) }))
          }
        />
      ) : null}
      {dialog?.kind === 'close' ? (
        <ConfirmDialog
          title={t('schedules.schedule.confirm.close.title')}
          text={t('schedules.schedule.confirm.close.text')}
          confirmLabel={t('schedules.schedule.confirm.close.confirm')}
          onClose={close}
          onConfirm={async () => {
            await changes.close();
            tell(t('schedules.schedule.done.closed'));
          }}
          cancelLabel={t('schedules.schedule.confirm.cancel')}
        />
      ) : null}
      {dialog?.kind === 'move' || dialog?.kind === 'book' ? (
        <MoveDialog
          schedule={schedule}
          name={inviteeName(dialog.invitation, (id) => t('schedules.schedule.blindCandidate', { id }))}
          moving={dialog.kind === 'move'}
          onClose={close}
          onChoose={async (slotId) => {
            const { panelChange, calendarsUnchecked } = await changes.book(dialog.invitation.id, slotId);
            const done = t(
              dialog.kind === 'move' ? 'schedules.schedule.done.moved' : 'schedules.schedule.done.booked',
            );
            const unchecked =
              calendarsUnchecked.length > 0
                ? t('schedules.schedule.done.calendarsUnchecked', { emails: calendarsUnchecked.join(', ') })
                : '';
            tell(
              [done, panelChange ? panelChangeText(panelChange, t) : '', unchecked].filter(Boolean).join(' '),
            );
          }}
        />
      ) : null}
      {dialog?.kind === 'cancelBooking' ? (
        <ConfirmDialog
          title={t('schedules.schedule.confirm.cancelBooking.title', {
            name: inviteeName(dialog.invitation, (id) => t('schedules.schedule.blindCandidate', { id })),
          })}
          text={t('schedules.schedule.confirm.cancelBooking.text', {
            name: inviteeName(dialog.invitation, (id) => t('schedules.schedule.blindCandidate', { id })),
          })}
          confirmLabel={t('schedules.schedule.confirm.cancelBooking.confirm')}
          onClose={close}
          onConfirm={async () => {
            await changes.cancelBooking(dialog.invitation.id);
            tell(t('schedules.schedule.done.cancelledBooking'));
          }}
          cancelLabel={t('schedules.schedule.confirm.cancel')}
        />
      ) : null}
      {dialog?.kind === 'cancelInvitation' ? (
        <ConfirmDialog
          title={t('schedules.schedule.confirm.cancelInvitation.title', {
            name: inviteeName(dialog.invitation, (id) => t('schedules.schedule.blindCandidate', { id })),
          })}
          text={t('schedules.schedule.confirm.cancelInvitation.text', {
            name: inviteeName(dialog.invitation, (id) => t('schedules.schedule.blindCandidate', { id })),
          })}
          confirmLabel={t('schedules.schedule.confirm.cancelInvitation.confirm')}
          onClose={close}
          onConfirm={async () => {
            await changes.cancelInvitation(dialog.invitation.id);
            tell(t('schedules.schedule.done.cancelledInvitation'));
          }}
          cancelLabel={t('schedules.schedule.confirm.cancel')}
        />
      ) : null}
      {dialog?.kind === 'remind' ? (
        <ConfirmDialog
          title={t('schedules.schedule.confirm.remind.title', {
            name: inviteeName(dialog.invitation, (id) => t('schedules.schedule.blindCandidate', { id })),
          })}
          text={t('schedules.schedule.confirm.remind.text', {
            name: inviteeName(dialog.invitation, (id) => t('schedules.schedule.blindCandidate', { id })),
          })}
          confirmLabel={t('schedules.schedule.confirm.remind.confirm')}
          onClose={close}
          onConfirm={async () => {
            await changes.remind(dialog.invitation.id);
            tell(t('schedules.schedule.done.reminded'));
          }}
          danger={false}
          cancelLabel={t('schedules.schedule.confirm.cancel')}
        />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <ConfirmDialog
          title={t('schedules.schedule.confirm.remove.title', { time: slotTime(dialog.slot.startDateTime) })}
          text={t('schedules.schedule.confirm.remove.text', { time: slotTime(dialog.slot.startDateTime) })}
          confirmLabel={t('schedules.schedule.confirm.remove.confirm')}
          onClose={close}
          onConfirm={async () => {
            await changes.removeSlot(dialog.slot.id);
            tell(t('schedules.schedule.done.removed'));
          }}
          cancelLabel={t('schedules.schedule.confirm.cancel')}
        />
      ) : null}
      {dialog?.kind === 'interviewers' ? (
        <InterviewersDialog
          slot={dialog.slot}
          time={`${slotTime(dialog.slot.startDateTime)}–${formatClock(dialog.slot.endDateTime, schedule.timeZone, locale)}`}
          onClose={close}
          onSave={async (emails) => {
            await changes.setInterviewers(dialog.slot.id, emails);
            tell(t('schedules.schedule.done.interviewers'));
          }}
        />
      ) : null}
    </div>
  );
}

/** /manager/schedules/:scheduleId: the slots by day, who booked, who has not, and the manager's changes. */
export default function ScheduleScreen() {
  const { t } = useTranslation(['manager', 'common']);
  const scheduleId = Number(useParams().scheduleId);
  const changes = useScheduleChanges(scheduleId);
  const { schedule } = changes;
  return (
    <ManagerPage title={schedule.data?.name ?? t('schedules.title')}>
      {schedule.isPending ? <DelayedSpinner /> : null}
      {schedule.isError ? (
        <ErrorState
          title={t('schedules.schedule.loadFailed')}
          text={schedule.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => schedule.refetch()}
        />
      ) : null}
      {schedule.isSuccess ? <ScheduleBody schedule={schedule.data} changes={changes} /> : null}
    </ManagerPage>
  );
}
