// @shortlist/ui/reports: a report section's chart (Recharts) and table, apart from the kit's main entry so
// the charting library loads only with the screens that draw reports.
export * from './ReportChart.tsx';
export * from './ReportTable.tsx';
export * from './report-figure-texts.ts';
