import { ApiError, callRoute } from '@shortlist/api-client';
import { fetchCurrentInterview } from '@shortlist/domain/contract';
import { applicationStatusContext } from '@shortlist/i18n/vocabulary';
import { DelayedSpinner, Page, useApi, useLoad } from '@shortlist/shell/react';
import { CardList, CardListItem, EmptyState, ErrorState } from '@shortlist/ui';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import * as appStyles from '../../app/app.css.ts';
import { formatDayAndTime, formatLongDate, toLocale } from '../../app/format.ts';
import { browserDraftStorage } from '../../forms/draft-storage.ts';
import { takePendingApply } from '../../forms/pending-apply.ts';
import * as styles from './ApplicationsScreen.css.ts';
import { EventPlaces } from './EventPlaces.tsx';
import type { InterviewInvitation } from './interview-invitation.ts';
import { awaitsBooking, readInterviewInvitation } from './interview-invitation.ts';
import type { OwnApplication } from './own-applications.ts';
import { canWithdraw, isSubmitted, loadOwnApplications, statusLabelKey } from './own-applications.ts';
import { WithdrawDialog } from './WithdrawDialog.tsx';

/**
 * What the candidate reads: a submitted application's progress in the organisation's words (issue 32), never
 * its internal stage; an unfinished one Not Submitted or Unverified email (§3).
 */
function statusText(t: TFunction<['candidate', 'common']>, application: OwnApplication): string {
  if (isSubmitted(application) && application.applicationStatus !== null) {
    return t(`common:applicationStatus.${application.applicationStatus}`, {
      context: applicationStatusContext(application.organization?.sectorKind, application.role?.roleType),
    });
  }
  return t(`common:candidateStatus.${statusLabelKey(application.candidateStatus)}`);
}

/** GET /candidate/{id}/SCHEDULER/getCurrentInterview: the candidate-scheduler invitation, or null (404: none). */
async function loadInvitation(
  api: ReturnType<typeof useApi>,
  application: OwnApplication,
  signal: AbortSignal,
): Promise<InterviewInvitation | null> {
  if (!isSubmitted(application)) return null;
  try {
    return readInterviewInvitation(
      await callRoute(api, fetchCurrentInterview, { params: { id: application.id, x: 'SCHEDULER' }, signal }),
    );
  } catch (error) {
    // Decision: an invitation that cannot be read hides the line rather than the whole list.
    if (error instanceof ApiError && error.status !== 0) return null;
    throw error;
  }
}

function InterviewLine({ invitation }: { invitation: InterviewInvitation }) {
  const { t, i18n } = useTranslation('candidate');
  const locale = toLocale(i18n.language);
  if (invitation.selectedTime !== null) {
    return (
      <p className={styles.interview}>
        {t('applicationList.interviewBooked', { time: formatDayAndTime(invitation.selectedTime, locale) })}
      </p>
    );
  }
  if (!awaitsBooking(invitation)) return null;
  return (
    <p className={styles.interview}>
      {t('applicationList.interviewInvited', { schedule: invitation.scheduleName })}{' '}
      {invitation.deadline !== null
        ? t('applicationList.interviewBookBy', { date: formatLongDate(invitation.deadline, locale) })
        : null}{' '}
      {invitation.bookingPath ? (
        <Link className={styles.link} to={invitation.bookingPath}>
          {t('applicationList.interviewBook')}
        </Link>
      ) : (
        t('applicationList.interviewLinkInEmail')
      )}
    </p>
  );
}

function ApplicationItem({
  application,
  invitation,
  onWithdrawn,
}: {
  application: OwnApplication;
  invitation: InterviewInvitation | null;
  onWithdrawn: (withdrawn: OwnApplication) => void;
}) {
  const { t, i18n } = useTranslation(['candidate', 'common']);
  const submitted = isSubmitted(application);
  const roleName = application.role?.name || t('applicationList.roleRemoved');
  const locale = toLocale(i18n.language);
  const withdrawn = application.applicationStatus === 'withdrawn';
  return (
    <CardListItem title={roleName}>
      {application.organization ? <p className={styles.meta}>{application.organization.name}</p> : null}
      <p className={styles.status}>
        {t('applicationList.status')}: {statusText(t, application)}
      </p>
      {submitted && application.appliedAt !== null ? (
        <p className={styles.meta}>
          {t('applicationList.appliedOn', { date: formatLongDate(application.appliedAt, locale) })}
        </p>
      ) : null}
      {withdrawn && application.withdrawnAt !== null ? (
        <p className={styles.meta}>
          {t('applicationList.withdrawnOn', { date: formatLongDate(application.withdrawnAt, locale) })}
        </p>
      ) : null}
      {invitation && !withdrawn ? <InterviewLine invitation={invitation} /> : null}
      {!submitted && application.role ? (
        <p className={styles.meta}>
          <Link
            className={styles.link}
            to={`/apply/${application.role.id}`}
            aria-label={t('applicationList.continueFor', { role: roleName })}
          >
            {t('applications.continue')}
          </Link>
        </p>
      ) : null}
      {canWithdraw(application) ? (
        <div>
          <WithdrawDialog application={application} roleName={roleName} onWithdrawn={onWithdrawn} />
        </div>
      ) : null}
    </CardListItem>
  );
}

type ApplicationsData = {
  applications: OwnApplication[];
  invitations: Map<number, InterviewInvitation | null>;
};

function ApplicationList() {
  const { t } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const navigate = useNavigate();

  // The anonymous flow's sign-in link may land here: the application it was for comes first.
  useEffect(() => {
    const pending = takePendingApply(browserDraftStorage());
    if (pending) navigate(pending, { replace: true });
  }, [navigate]);

  const [notice, setNotice] = useState<string | null>(null);
  const load = useLoad<ApplicationsData>(
    async (signal) => {
      const applications = await loadOwnApplications(api, signal);
      const found = await Promise.all(
        applications.map((application) => loadInvitation(api, application, signal)),
      );
      return {
        applications,
        invitations: new Map(
          applications.map((application, index) => [application.id, found[index] ?? null]),
        ),
      };
    },
    [api],
  );

  if (load.status === 'loading') return <DelayedSpinner />;
  if (load.status === 'error') {
    return (
      <ErrorState
        title={t('applicationList.loadFailed')}
        text={load.error.message}
        retryLabel={t('common:actions.tryAgain')}
        onRetry={load.reload}
      />
    );
  }
  if (load.data.applications.length === 0) {
    return (
      <EmptyState
        title={t('applications.empty')}
        action={
          <Link className={styles.link} to="/roles">
            {t('applicationList.browseRoles')}
          </Link>
        }
      />
    );
  }
  const data = load.data;
  function withdrawn(application: OwnApplication) {
    load.replace({
      ...data,
      applications: data.applications.map((each) => (each.id === application.id ? application : each)),
    });
    setNotice(t('withdraw.done', { role: application.role?.name ?? t('applicationList.roleRemoved') }));
  }
  return (
    <>
      <div role="status">{notice ? <p className={appStyles.notice.success}>{notice}</p> : null}</div>
      <CardList label={t('applicationList.listLabel')}>
        {data.applications.map((application) => (
          <ApplicationItem
            key={application.id}
            application={application}
            invitation={data.invitations.get(application.id) ?? null}
            onWithdrawn={withdrawn}
          />
        ))}
      </CardList>
      <EventPlaces applications={data.applications} />
    </>
  );
}

/**
 * /applications: the candidate's applications with their status, stage, interview and a way to continue, and
 * the events they hold a place at or wait for, each cancellable.
 */
export default function ApplicationsScreen() {
  const { t } = useTranslation('candidate');
  return (
    <Page layout="candidate" title={t('applications.title')}>
      <ApplicationList />
    </Page>
  );
}
