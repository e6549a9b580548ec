import { admin } from './admin.ts';
import { candidate } from './candidate.ts';
import { common } from './common.ts';
import { manager } from './manager.ts';
import { managerAssessment } from './manager-assessment.ts';
import { managerCalendars } from './manager-calendars.ts';
import { managerReportScreens } from './manager-report-screens.ts';
import { managerMeetingHours } from './manager-settings-meeting-hours.ts';

/**
 * The English resources by namespace: the source every other language is mapped from, and the typed keys. The
 * manager namespace includes the wording its lazy screens add as they load (manager-assessment.ts,
 * manager-report-screens.ts, manager-settings-meeting-hours.ts, manager-calendars.ts).
 */
export const en = {
  common,
  candidate,
  manager: {
    ...manager,
    ...managerAssessment,
    ...managerReportScreens,
    settings: {
      ...manager.settings,
      ...managerAssessment.settings,
      ...managerMeetingHours.settings,
      ...managerCalendars.settings,
    },
  },
  admin,
} as const;
export type EnResources = typeof en;

/** What an app's entry may load of each namespace: the manager namespace without its lazy screens' wording. */
export type EntryResources = {
  [Name in keyof EnResources]: Name extends 'manager' ? typeof manager : EnResources[Name];
};
