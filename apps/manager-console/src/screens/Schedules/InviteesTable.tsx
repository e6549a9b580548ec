import type { ScheduleDetailView, ScheduleInvitationView } from '@shortlist/domain/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../app/format.ts';
import * as table from '../Roles/RolesScreen.css.ts';
import { inviteeName } from './invitee-name.ts';
import { RowAction } from './RowAction.tsx';
import * as styles from './Schedules.css.ts';
import { formatDeadline } from './schedule-time.ts';

export type InviteeAction = {
  kind: 'book' | 'remind' | 'cancelInvitation';
  invitation: ScheduleInvitationView;
};

/** Invited candidates who have not booked, with their deadline (23:59 that day, organisation time). */
export function InviteesTable({
  schedule,
  now,
  onAction,
}: {
  schedule: ScheduleDetailView;
  now: number;
  onAction: (action: InviteeAction) => void;
}) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  const open = schedule.closedAt === null;
  const waiting = schedule.invitations.filter(
    (invitation) => invitation.bookedSlotId === null && invitation.cancelledAt === null,
  );
  if (waiting.length === 0) return <p className={styles.muted}>{t('schedules.schedule.noInvitees')}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too.
    <section className={table.scroller} tabIndex={0} aria-labelledby="invitees-caption">
      <table className={table.table}>
        <caption id="invitees-caption" className={table.caption}>
          {t('schedules.schedule.inviteesHeading')} ({waiting.length})
        </caption>
        <thead>
          <tr>
            {(['candidate', 'deadline', 'actions'] as const).map((column) => (
              <th key={column} scope="col" className={table.cell}>
                {t(`schedules.schedule.inviteeColumns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {waiting.map((invitation) => {
            const name = inviteeName(invitation, (id) => t('schedules.schedule.blindCandidate', { id }));
            const passed = invitation.deadline < now;
            return (
              <tr key={invitation.id} data-invitation-id={invitation.id}>
                <th scope="row" className={table.nameCell}>
                  <Link to={`/manager/candidate/${invitation.candidateId}`} className={table.roleLink}>
                    {name}
                  </Link>
                </th>
                <td className={table.cell}>
                  {formatDeadline(invitation.deadline, schedule.timeZone, locale)}
                  {passed ? (
                    <span className={table.muted}> · {t('schedules.schedule.deadlinePassed')}</span>
                  ) : null}
                </td>
                <td className={table.cell}>
                  <div className={styles.actions}>
                    {open ? (
                      <RowAction
                        label={t('schedules.schedule.actions.book')}
                        description={t('schedules.schedule.actions.bookLabel', { name })}
                        onClick={() => onAction({ kind: 'book', invitation })}
                      />
                    ) : null}
                    {open && !passed ? (
                      <RowAction
                        label={t('schedules.schedule.actions.remind')}
                        description={t('schedules.schedule.actions.remindLabel', { name })}
                        onClick={() => onAction({ kind: 'remind', invitation })}
                      />
                    ) : null}
                    <RowAction
                      label={t('schedules.schedule.actions.cancelInvitation')}
                      description={t('schedules.schedule.actions.cancelInvitationLabel', { name })}
                      onClick={() => onAction({ kind: 'cancelInvitation', invitation })}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
