import type { ScheduleDetailView, ScheduleInvitationView, ScheduleSlotView } from '@shortlist/domain/schemas';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../app/format.ts';
import * as table from '../Roles/RolesScreen.css.ts';
import { inviteeName } from './invitee-name.ts';
import { panelChangeText } from './panel-change-text.ts';
import { RowAction } from './RowAction.tsx';
import * as styles from './Schedules.css.ts';
import { formatClock, formatDay, groupByDay } from './schedule-time.ts';

export type SlotAction =
  | { kind: 'move'; invitation: ScheduleInvitationView }
  | { kind: 'cancelBooking'; invitation: ScheduleInvitationView }
  | { kind: 'interviewers'; slot: ScheduleSlotView }
  | { kind: 'remove'; slot: ScheduleSlotView };

/** The schedule's slots by day on the organisation's clock: state (§4), who booked, interviewers, actions. */
export function SlotDays({
  schedule,
  onAction,
}: {
  schedule: ScheduleDetailView;
  onAction: (action: SlotAction) => void;
}) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  const zone = schedule.timeZone;
  const open = schedule.closedAt === null;
  const invitationOf = (slot: ScheduleSlotView) =>
    schedule.invitations.find((invitation) => invitation.id === slot.invitationId);
  if (schedule.slots.length === 0) return <p className={styles.muted}>{t('schedules.schedule.noSlots')}</p>;
  return (
    <div className={table.stack}>
      {groupByDay(schedule.slots, zone).map((day) => {
        const first = day.slots[0];
        if (!first) return null;
        const label = formatDay(first.startDateTime, zone, locale);
        const free = day.slots.filter((slot) => slot.state === 'Available').length;
        return (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too.
          <section key={day.key} className={table.scroller} tabIndex={0} aria-label={label}>
            <table className={table.table}>
              <caption className={table.caption}>
                {t('schedules.schedule.dayCaption', { day: label, free, total: day.slots.length })}
              </caption>
              <thead>
                <tr>
                  {(['time', 'state', 'candidate', 'interviewers', 'actions'] as const).map((column) => (
                    <th key={column} scope="col" className={table.cell}>
                      {t(`schedules.schedule.slotColumns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {day.slots.map((slot) => {
                  const time = `${formatClock(slot.startDateTime, zone, locale)}–${formatClock(slot.endDateTime, zone, locale)}`;
                  const invitation = invitationOf(slot);
                  const name = invitation
                    ? inviteeName(invitation, (id) => t('schedules.schedule.blindCandidate', { id }))
                    : '';
                  return (
                    <tr key={slot.id} data-slot-id={slot.id} data-state={slot.state}>
                      <th scope="row" className={table.cell}>
                        {time}
                      </th>
                      <td className={`${table.cell} ${styles.state[slot.state]}`}>
                        {t(`scheduling.slotState.${slot.state}`)}
                      </td>
                      <td className={table.cell}>{name}</td>
                      <td className={table.cell}>
                        {slot.interviewerEmails.length > 0 ? (
                          slot.interviewerEmails.join(', ')
                        ) : (
                          <span className={table.muted}>{t('schedules.schedule.noInterviewers')}</span>
                        )}
                        {slot.panelChange && panelChangeText(slot.panelChange, t) !== '' ? (
                          <span className={`${table.muted} ${styles.panelNote}`}>
                            {panelChangeText(slot.panelChange, t)}
                          </span>
                        ) : null}
                      </td>
                      <td className={table.cell}>
                        <div className={styles.actions}>
                          {invitation && open && slot.state === 'Booked' ? (
                            <RowAction
                              label={t('schedules.schedule.actions.move')}
                              description={t('schedules.schedule.actions.moveLabel', { name })}
                              onClick={() => onAction({ kind: 'move', invitation })}
                            />
                          ) : null}
                          {invitation ? (
                            <RowAction
                              label={t('schedules.schedule.actions.cancelBooking')}
                              description={t('schedules.schedule.actions.cancelBookingLabel', { name })}
                              onClick={() => onAction({ kind: 'cancelBooking', invitation })}
                            />
                          ) : null}
                          <RowAction
                            label={t('schedules.schedule.actions.interviewers')}
                            description={t('schedules.schedule.actions.interviewersLabel', { time })}
                            onClick={() => onAction({ kind: 'interviewers', slot })}
                          />
                          {!invitation && slot.state !== 'Booked' ? (
                            <RowAction
                              label={t('schedules.schedule.actions.remove')}
                              description={t('schedules.schedule.actions.removeLabel', { time })}
                              onClick={() => onAction({ kind: 'remove', slot })}
                            />
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
