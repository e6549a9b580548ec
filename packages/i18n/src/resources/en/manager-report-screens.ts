import { managerReports } from './manager-reports.ts';

// The reports' wording for the manager namespace: /manager/reports, a shared report and the fairness evidence
// load it with their lazy screens (`useWording`), not in the console's entry (./index.ts types it as `manager`).
export const managerReportScreens = {
  // /manager/reports: kinds, filters, figures, export and share links (manager-reports.ts).
  reports: managerReports,
} as const;
