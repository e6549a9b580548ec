import { ApiError, callRoute } from '@shortlist/api-client';
import { fetchCurrentInterview } from '@shortlist/domain/contract';
import { DelayedSpinner, Page, useApi, useLoad } from '@shortlist/shell/react';
import { CardList, CardListItem, EmptyState, ErrorState } from '@shortlist/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDayAndTime, formatLongDate, toLocale } from '../../app/format.ts';
import { browserDraftStorage } from '../../forms/draft-storage.ts';
import { takePendingApply } from '../../forms/pending-apply.ts';
import * as styles from './ApplicationsScreen.css.ts';
import { EventPlaces } from './EventPlaces.tsx';
import type { InterviewInvitation } from './interview-invitation.ts';
import { awaitsBooking, readInterviewInvitation } from './interview-invitation.ts';
import type { OwnApplication } from './own-applications.ts';
import { isSubmitted, loadOwnApplications, statusLabelKey } from './own-applications.ts';

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
}: {
  application: OwnApplication;
  invitation: InterviewInvitation | null;
}) {
  const { t, i18n } = useTranslation(['candidate', 'common']);
  const submitted = isSubmitted(application);
  const roleName = application.role?.name || t('applicationList.roleRemoved');
  return (
    <CardListItem title={roleName}>
      {application.organization ? <p className={styles.meta}>{application.organization.name}</p> : null}
      <p className={styles.status}>
        {t('applicationList.status')}:{' '}
        {t(`common:candidateStatus.${statusLabelKey(application.candidateStatus)}`)}
      </p>
      {submitted && application.stageName ? (
        <p className={styles.meta}>{t('applicationList.stage', { stage: application.stageName })}</p>
      ) : null}
      {submitted && application.appliedAt !== null ? (
        <p className={styles.meta}>
          {t('applicationList.appliedOn', {
            date: formatLongDate(application.appliedAt, toLocale(i18n.language)),
          })}
        </p>
      ) : null}
      {invitation ? <InterviewLine invitation={invitation} /> : null}
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
  return (
    <>
      <CardList label={t('applicationList.listLabel')}>
        {load.data.applications.map((application) => (
          <ApplicationItem
            key={application.id}
            application={application}
            invitation={load.data.invitations.get(application.id) ?? null}
          />
        ))}
      </CardList>
      <EventPlaces applications={load.data.applications} />
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
