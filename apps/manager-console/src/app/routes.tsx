import { LandingRedirect, lazyScreen, RequireLogin } from '@shortlist/shell/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate, useSearchParams } from 'react-router';

// The manager routes of §2 this app serves so far (roles, lists, search, record, settings); the shell adds the shared ones
// (/login, /account, /settings...) and not-found.
// Decision: the routes are written with their /manager prefix and the router has no basename, because the
// shell's navigation, landing routes and sign-in return addresses are whole site paths (/manager/roles,
// /login?url=%2Fmanager%2Froles); Vite's base '/manager/' places the files.

const RolesScreen = lazyScreen(() => import('../screens/Roles/RolesScreen.tsx'));
const RoleCandidatesScreen = lazyScreen(() => import('../screens/Candidates/RoleCandidatesScreen.tsx'));
const WashUpScreen = lazyScreen(() => import('../screens/WashUp/WashUpScreen.tsx'));
const FairnessScreen = lazyScreen(() => import('../screens/Fairness/FairnessScreen.tsx'));
const SearchScreen = lazyScreen(() => import('../screens/Candidates/SearchScreen.tsx'));
const CandidateRecordScreen = lazyScreen(
  () => import('../screens/CandidateRecord/CandidateRecordScreen.tsx'),
);

const ScheduleWizardScreen = lazyScreen(() => import('../screens/ScheduleWizard/ScheduleWizardScreen.tsx'));

const ScreeningQueueScreen = lazyScreen(() => import('../screens/Screening/ScreeningQueueScreen.tsx'));
const ScreenCandidateScreen = lazyScreen(() => import('../screens/Screening/ScreenCandidateScreen.tsx'));
// An outside reviewer's link: public, the token in the address is the access (issue 13).
const ScreenReviewScreen = lazyScreen(() => import('../screens/ScreenReview/ScreenReviewScreen.tsx'));
// An outside assessor's scorecard link: public in the same way (issue 33).
const PublicScorecardScreen = lazyScreen(() => import('../screens/Scorecards/PublicScorecardScreen.tsx'));
const InterviewKitsScreen = lazyScreen(() => import('../screens/InterviewKits/InterviewKitsScreen.tsx'));
const SettingsCalendarScreen = lazyScreen(
  () => import('../screens/SettingsCalendar/SettingsCalendarScreen.tsx'),
);
const SettingsCompetenciesScreen = lazyScreen(
  () => import('../screens/SettingsCompetencies/SettingsCompetenciesScreen.tsx'),
);

const SchedulesScreen = lazyScreen(() => import('../screens/Schedules/SchedulesScreen.tsx'));
const ScheduleScreen = lazyScreen(() => import('../screens/Schedules/ScheduleScreen.tsx'));

const SettingsStagesScreen = lazyScreen(() => import('../screens/SettingsStages/SettingsStagesScreen.tsx'));
const SettingsMetricsScreen = lazyScreen(
  () => import('../screens/SettingsMetrics/SettingsMetricsScreen.tsx'),
);
const SettingsOrganisationScreen = lazyScreen(
  () => import('../screens/SettingsOrganisation/SettingsOrganisationScreen.tsx'),
);

const SettingsMessagesScreen = lazyScreen(
  () => import('../screens/SettingsMessages/SettingsMessagesScreen.tsx'),
);
const SettingsMessagePoliciesScreen = lazyScreen(
  () => import('../screens/SettingsMessagePolicies/SettingsMessagePoliciesScreen.tsx'),
);
const SettingsRejectionReasonsScreen = lazyScreen(
  () => import('../screens/SettingsRejectionReasons/SettingsRejectionReasonsScreen.tsx'),
);
const SettingsMeetingHoursScreen = lazyScreen(
  () => import('../screens/SettingsMeetingHours/SettingsMeetingHoursScreen.tsx'),
);
const SettingsGroupsScreen = lazyScreen(() => import('../screens/SettingsGroups/SettingsGroupsScreen.tsx'));

const SettingsRolesScreen = lazyScreen(() => import('../screens/SettingsRoles/SettingsRolesScreen.tsx'));
const RoleEditorScreen = lazyScreen(() => import('../screens/SettingsRoles/RoleEditorScreen.tsx'));
const FormTemplatesScreen = lazyScreen(() => import('../screens/SettingsRoles/FormTemplatesScreen.tsx'));

const EventsScreen = lazyScreen(() => import('../screens/Events/EventsScreen.tsx'));
const EventRegistrationsScreen = lazyScreen(() => import('../screens/Events/EventRegistrationsScreen.tsx'));

const RoleMarkingScreen = lazyScreen(() => import('../screens/Marking/RoleMarkingScreen.tsx'));
const MarkerScreen = lazyScreen(() => import('../screens/Marking/MarkerScreen.tsx'));
const AssessmentCentresScreen = lazyScreen(
  () => import('../screens/AssessmentCentres/AssessmentCentresScreen.tsx'),
);
const AssessmentCentreScreen = lazyScreen(
  () => import('../screens/AssessmentCentres/AssessmentCentreScreen.tsx'),
);

const ReportsScreen = lazyScreen(() => import('../screens/Reports/ReportsScreen.tsx'));
const SharedReportScreen = lazyScreen(() => import('../screens/Reports/SharedReportScreen.tsx'));

const signedIn = (screen: ReactNode) => <RequireLogin>{screen}</RequireLogin>;

/** §2: /manager/reports is public: a share link (?share=<token>) opens without signing in, the rest needs it. */
function ReportsRoute() {
  const [params] = useSearchParams();
  const token = params.get('share');
  return token ? <SharedReportScreen token={token} /> : signedIn(<ReportsScreen />);
}

export const managerRoutes: RouteObject[] = [
  { path: '/manager', element: signedIn(<LandingRedirect />) },
  { path: '/manager/roles', element: signedIn(<RolesScreen />) },
  { path: '/manager/roles/:roleId', element: signedIn(<RoleCandidatesScreen />) },
  { path: '/manager/roles/:roleId/marking', element: signedIn(<RoleMarkingScreen />) },
  { path: '/manager/marking/:roundId', element: signedIn(<MarkerScreen />) },
  { path: '/manager/roles/:roleId/wash-up', element: signedIn(<WashUpScreen />) },
  { path: '/manager/roles/:roleId/fairness', element: signedIn(<FairnessScreen />) },
  { path: '/manager/search', element: signedIn(<SearchScreen />) },
  { path: '/manager/candidate/:candidateId', element: signedIn(<CandidateRecordScreen />) },
  { path: '/manager/schedules/new', element: signedIn(<ScheduleWizardScreen />) },
  { path: '/manager/screen', element: signedIn(<ScreeningQueueScreen />) },
  { path: '/manager/screen/:candidateId', element: signedIn(<ScreenCandidateScreen />) },
  { path: '/screen', element: <ScreenReviewScreen /> },
  { path: '/screen/scorecard', element: <PublicScorecardScreen /> },
  { path: '/manager/roles/:roleId/kits', element: signedIn(<InterviewKitsScreen />) },
  { path: '/manager/schedules', element: signedIn(<SchedulesScreen />) },
  { path: '/manager/schedules/:scheduleId', element: signedIn(<ScheduleScreen />) },
  { path: '/manager/events', element: signedIn(<EventsScreen />) },
  { path: '/manager/events/:eventId', element: signedIn(<EventRegistrationsScreen />) },
  { path: '/manager/roles/:roleId/assessment-centres', element: signedIn(<AssessmentCentresScreen />) },
  { path: '/manager/assessment-centres/:centreId', element: signedIn(<AssessmentCentreScreen />) },
  { path: '/manager/reports', element: <ReportsRoute /> },
  { path: '/manager/settings', element: signedIn(<Navigate to="/manager/settings/roles" replace />) },
  { path: '/manager/settings/stages', element: signedIn(<SettingsStagesScreen />) },
  { path: '/manager/settings/metrics', element: signedIn(<SettingsMetricsScreen />) },
  { path: '/manager/settings/organisation', element: signedIn(<SettingsOrganisationScreen />) },
  { path: '/manager/settings/messages', element: signedIn(<SettingsMessagesScreen />) },
  { path: '/manager/settings/message-policies', element: signedIn(<SettingsMessagePoliciesScreen />) },
  { path: '/manager/settings/rejection-reasons', element: signedIn(<SettingsRejectionReasonsScreen />) },
  { path: '/manager/settings/meeting-hours', element: signedIn(<SettingsMeetingHoursScreen />) },
  { path: '/manager/settings/competencies', element: signedIn(<SettingsCompetenciesScreen />) },
  { path: '/manager/settings/calendar', element: signedIn(<SettingsCalendarScreen />) },
  { path: '/manager/settings/groups', element: signedIn(<SettingsGroupsScreen />) },
  { path: '/manager/settings/roles', element: signedIn(<SettingsRolesScreen />) },
  { path: '/manager/settings/roles/new', element: signedIn(<RoleEditorScreen />) },
  { path: '/manager/settings/roles/:roleId', element: signedIn(<RoleEditorScreen />) },
  { path: '/manager/settings/forms', element: signedIn(<FormTemplatesScreen />) },
];
