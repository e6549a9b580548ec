import { callRoute } from '@shortlist/api-client';
import { listSchedules } from '@shortlist/domain/contract';
import type { ScheduleListItem } from '@shortlist/domain/schemas';
import { DelayedSpinner, useApi } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toLocale } from '../../app/format.ts';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import * as table from '../Roles/RolesScreen.css.ts';
import * as styles from './Schedules.css.ts';
import { formatDeadline } from './schedule-time.ts';
import { useKeyShortcut } from './use-key-shortcut.ts';

export const schedulesKey = ['schedules'] as const;

function SchedulesTable({ schedules }: { schedules: readonly ScheduleListItem[] }) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  const number = new Intl.NumberFormat(locale);
  const zone = schedules[0]?.timeZoneLabel;
  return (
    <div className={table.stack}>
      <p className={table.summary}>
        {t('schedules.count', { count: schedules.length })}
        {zone ? ` · ${t('schedules.timeZone', { zone })}` : null}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too. */}
      <section className={table.scroller} tabIndex={0} aria-labelledby="schedules-caption">
        <table className={table.table}>
          <caption id="schedules-caption" className={table.caption}>
            <span className={table.captionText}>{t('schedules.caption')}</span>
          </caption>
          <thead>
            <tr>
              {(['name', 'role', 'stage', 'type', 'slots', 'invitations', 'deadline', 'state'] as const).map(
                (column) => (
                  <th key={column} scope="col" className={table.cell}>
                    {t(`schedules.columns.${column}`)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {schedules.map((schedule) => (
              <tr key={schedule.id}>
                <th scope="row" className={table.nameCell}>
                  <Link to={`/manager/schedules/${schedule.id}`} className={table.roleLink}>
                    {schedule.name}
                  </Link>
                </th>
                <td className={table.cell}>{schedule.roleName ?? ''}</td>
                <td className={table.cell}>{t(`stages.${schedule.stageId}` as 'stages.1')}</td>
                <td className={table.cell}>{t(`schedules.types.${schedule.type}`)}</td>
                <td className={table.numericCell}>
                  {t('schedules.slotsFreeBooked', {
                    free: number.format(schedule.freeSlotCount),
                    booked: number.format(schedule.bookedCount),
                  })}
                </td>
                <td className={table.numericCell}>
                  {t('schedules.invitedBooked', {
                    invited: number.format(schedule.invitedCount),
                    booked: number.format(schedule.bookedCount),
                  })}
                </td>
                <td className={table.cell}>
                  {schedule.deadline === null ? (
                    <span className={table.muted}>{t('schedules.noDeadline')}</span>
                  ) : (
                    formatDeadline(schedule.deadline, schedule.timeZone, locale)
                  )}
                </td>
                <td className={table.cell}>
                  {t(schedule.closedAt === null ? 'schedules.states.open' : 'schedules.states.closed')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/** /manager/schedules: the organisation's interview schedules, newest first, with their counts. */
export default function SchedulesScreen() {
  const { t } = useTranslation(['manager', 'common']);
  const api = useApi();
  const navigate = useNavigate();
  useKeyShortcut('n', () => navigate('/manager/schedules/new'));
  const schedules = useQuery({
    queryKey: schedulesKey,
    queryFn: ({ signal }) => callRoute(api, listSchedules, { signal }),
  });
  return (
    <ManagerPage
      title={t('schedules.title')}
      actions={
        <div className={styles.toolbar}>
          <Link to="/manager/schedules/new" className={styles.linkButton} aria-keyshortcuts="n">
            {t('schedules.newSchedule')}
          </Link>
        </div>
      }
    >
      {schedules.isPending ? <DelayedSpinner /> : null}
      {schedules.isError ? (
        <ErrorState
          title={t('schedules.loadFailed')}
          text={schedules.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => schedules.refetch()}
        />
      ) : null}
      {schedules.isSuccess ? (
        schedules.data.length === 0 ? (
          <EmptyState title={t('schedules.empty')} text={t('schedules.emptyText')} />
        ) : (
          <SchedulesTable schedules={schedules.data} />
        )
      ) : null}
    </ManagerPage>
  );
}
