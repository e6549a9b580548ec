import type { AppRouterProps } from '@shortlist/shell/react';
import { lazyScreen, RequireLogin } from '@shortlist/shell/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { HostSiteBrand } from './HostSiteBrand.tsx';

// Every candidate and public route of §2 this app serves; the shell adds the shared ones (/login, /account,
// /terms...) and not-found. /manager, /admin and /clients belong to the other apps, so here they fall to
// not-found (the one server sends those paths to their own app).

const HomeScreen = lazyScreen(() => import('../screens/Home/HomeScreen.tsx'));
const UiPreviewScreen = lazyScreen(() => import('../screens/UiPreview/UiPreviewScreen.tsx'));
const SignUpScreen = lazyScreen(() => import('../screens/SignUp/SignUpScreen.tsx'));
const ProfileScreen = lazyScreen(() => import('../screens/Profile/ProfileScreen.tsx'));
const ProfileCreateScreen = lazyScreen(() => import('../screens/ProfileCreate/ProfileCreateScreen.tsx'));
const ListRolesScreen = lazyScreen(() => import('../screens/ListRoles/ListRolesScreen.tsx'));
const RoleLinkScreen = lazyScreen(() => import('../screens/RoleLink/RoleLinkScreen.tsx'));
const ListEventsScreen = lazyScreen(() => import('../screens/ListEvents/ListEventsScreen.tsx'));
const EventViewScreen = lazyScreen(() => import('../screens/EventView/EventViewScreen.tsx'));
const EventPublicCheckInScreen = lazyScreen(
  () => import('../screens/EventPublicCheckIn/EventPublicCheckInScreen.tsx'),
);
const EventCheckInScreen = lazyScreen(() => import('../screens/EventCheckIn/EventCheckInScreen.tsx'));
const InterviewUserScreen = lazyScreen(() => import('../screens/InterviewUser/InterviewUserScreen.tsx'));
const LoadApplicationScreen = lazyScreen(
  () => import('../screens/LoadApplication/LoadApplicationScreen.tsx'),
);
const ApplicationsScreen = lazyScreen(() => import('../screens/Applications/ApplicationsScreen.tsx'));
const ApplyFlowScreen = lazyScreen(() => import('../screens/ApplyFlow/ApplyFlowScreen.tsx'));
const PreviewAnonymousScreen = lazyScreen(
  () => import('../screens/PreviewAnonymous/PreviewAnonymousScreen.tsx'),
);
const SubmittedScreen = lazyScreen(() => import('../screens/Submitted/SubmittedScreen.tsx'));
const OnBoardingScreen = lazyScreen(() => import('../screens/OnBoarding/OnBoardingScreen.tsx'));
const DocusignApprovedScreen = lazyScreen(
  () => import('../screens/DocusignApproved/DocusignApprovedScreen.tsx'),
);
const ScreenCandidatesScreen = lazyScreen(
  () => import('../screens/ScreenCandidates/ScreenCandidatesScreen.tsx'),
);

const signedIn = (screen: ReactNode) => <RequireLogin>{screen}</RequireLogin>;

export const candidateRoutes: RouteObject[] = [
  { path: '/', element: <HomeScreen /> },
  { path: '/ui', element: <UiPreviewScreen /> },
  { path: '/signup', element: <SignUpScreen /> },
  { path: '/profile', element: signedIn(<ProfileScreen />) },
  { path: '/profile/create', element: signedIn(<ProfileCreateScreen />) },
  { path: '/roles', element: <ListRolesScreen /> },
  { path: '/job/:link', element: <RoleLinkScreen /> },
  { path: '/events', element: <ListEventsScreen /> },
  { path: '/event/:eventId', element: <EventViewScreen /> },
  { path: '/event/:eventId/qr-check-in', element: <EventPublicCheckInScreen /> },
  { path: '/event/:eventId/check-in', element: signedIn(<EventCheckInScreen />) },
  { path: '/interview/:token', element: <InterviewUserScreen /> },
  { path: '/application', element: <LoadApplicationScreen /> },
  { path: '/applications', element: signedIn(<ApplicationsScreen />) },
  { path: '/applya/:roleId', element: <ApplyFlowScreen /> },
  { path: '/apply/:roleId', element: <ApplyFlowScreen /> },
  { path: '/applyp/:roleId', element: <ApplyFlowScreen /> },
  { path: '/preview/:roleId', element: <PreviewAnonymousScreen /> },
  { path: '/finished', element: <SubmittedScreen /> },
  { path: '/submitted', element: <SubmittedScreen /> },
  { path: '/on-boarding/:token', element: <OnBoardingScreen /> },
  { path: '/docusignapproved', element: <DocusignApprovedScreen /> },
  // Decision: screening candidates is a manager's task, so the page needs sign-in and points to the console.
  { path: '/screen', element: signedIn(<ScreenCandidatesScreen />) },
];

/**
 * What the portal's router takes, in the browser (`<AppRouter {...candidateRouting} />`) and on the server
 * (`<AppRoutes {...candidateRouting} />`): the routes, and the employer's brand around every page.
 */
export const candidateRouting = {
  routes: candidateRoutes,
  app: 'candidate',
  wrapper: HostSiteBrand,
} as const satisfies AppRouterProps;
