import type { RoleSubject } from '@shortlist/domain/users';
import { isAdmin } from '@shortlist/domain/users';

type SectionName =
  | 'roles'
  | 'forms'
  | 'groups'
  | 'messages'
  | 'messagePolicies'
  | 'rejectionReasons'
  | 'meetingHours'
  | 'competencies'
  | 'stages'
  | 'metrics'
  | 'organisation'
  | 'calendar';

/** A section of /manager/settings; the manager-admin-only ones are not shown to standard managers. */
export interface SettingsSection {
  path: string;
  label: `settings.navigation.${SectionName}`;
  adminOnly: boolean;
}

// Decision: standard managers set up roles, forms and groups (their daily work); the organisation's
// stages, scoring, message texts, rejection reasons and users are its manager admins' (§3 hiring-manager roles).
export const settingsSections: readonly SettingsSection[] = [
  { path: '/manager/settings/roles', label: 'settings.navigation.roles', adminOnly: false },
  { path: '/manager/settings/forms', label: 'settings.navigation.forms', adminOnly: false },
  { path: '/manager/settings/groups', label: 'settings.navigation.groups', adminOnly: false },
  // Issue 34: every interviewer connects their own calendar.
  { path: '/manager/settings/calendar', label: 'settings.navigation.calendar', adminOnly: false },
  { path: '/manager/settings/messages', label: 'settings.navigation.messages', adminOnly: true },
  {
    path: '/manager/settings/message-policies',
    label: 'settings.navigation.messagePolicies',
    adminOnly: true,
  },
  {
    path: '/manager/settings/rejection-reasons',
    label: 'settings.navigation.rejectionReasons',
    adminOnly: true,
  },
  // Issue 34: any manager sets their own meeting hours and reads the organisation's; manager admins set those.
  { path: '/manager/settings/meeting-hours', label: 'settings.navigation.meetingHours', adminOnly: false },
  // Issue 33: any manager reads the framework the scorecards rate; manager admins change it.
  { path: '/manager/settings/competencies', label: 'settings.navigation.competencies', adminOnly: false },
  { path: '/manager/settings/stages', label: 'settings.navigation.stages', adminOnly: true },
  { path: '/manager/settings/metrics', label: 'settings.navigation.metrics', adminOnly: true },
  { path: '/manager/settings/organisation', label: 'settings.navigation.organisation', adminOnly: true },
];

/** The sections a user may open: all for admins (§6 isAdmin), the everyday ones for standard managers. */
export function sectionsFor(user: RoleSubject | null | undefined): readonly SettingsSection[] {
  return settingsSections.filter((section) => !section.adminOnly || isAdmin(user));
}
