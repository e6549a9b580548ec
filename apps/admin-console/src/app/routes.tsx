import { lazyScreen } from '@shortlist/shell/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { RequireAdmin } from './RequireAdmin.tsx';

// The admin routes of §2 (/admin/*, /clients); the shell adds the shared ones (/login, /account...) and
// not-found. Written with their full paths and no router basename, like the manager console: the shell's
// navigation and sign-in return addresses are whole site paths. One line per screen.

const OverviewScreen = lazyScreen(() => import('../screens/Overview/OverviewScreen.tsx'));
const ClientsScreen = lazyScreen(() => import('../screens/Clients/ClientsScreen.tsx'));
const ReferenceDataScreen = lazyScreen(() => import('../screens/ReferenceData/ReferenceDataScreen.tsx'));
const TranslationsScreen = lazyScreen(() => import('../screens/Translations/TranslationsScreen.tsx'));
const AuditScreen = lazyScreen(() => import('../screens/Audit/AuditScreen.tsx'));
const NewOrganizationScreen = lazyScreen(() => import('../screens/Organization/NewOrganizationScreen.tsx'));
const OrganizationScreen = lazyScreen(() => import('../screens/Organization/OrganizationScreen.tsx'));
const OrganizationUsersScreen = lazyScreen(
  () => import('../screens/OrganizationPeople/OrganizationUsersScreen.tsx'),
);
const OrganizationContactsScreen = lazyScreen(
  () => import('../screens/OrganizationPeople/OrganizationContactsScreen.tsx'),
);

const adminOnly = (screen: ReactNode) => <RequireAdmin>{screen}</RequireAdmin>;

export const adminRoutes: RouteObject[] = [
  // /admin opens the overview; its own address keeps the Overview link from marking every /admin page current.
  { path: '/admin', element: adminOnly(<Navigate to="/admin/overview" replace />) },
  { path: '/admin/overview', element: adminOnly(<OverviewScreen />) },
  { path: '/clients', element: adminOnly(<ClientsScreen />) },
  { path: '/admin/reference-data', element: adminOnly(<ReferenceDataScreen />) },
  { path: '/admin/translations', element: adminOnly(<TranslationsScreen />) },
  { path: '/admin/audit', element: adminOnly(<AuditScreen />) },
  { path: '/admin/organizations/new', element: adminOnly(<NewOrganizationScreen />) },
  { path: '/admin/organizations/:organizationId', element: adminOnly(<OrganizationScreen />) },
  { path: '/admin/organizations/:organizationId/users', element: adminOnly(<OrganizationUsersScreen />) },
  {
    path: '/admin/organizations/:organizationId/contacts',
    element: adminOnly(<OrganizationContactsScreen />),
  },
];
