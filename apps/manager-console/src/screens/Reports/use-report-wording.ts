import type { ReportRow, ReportSection } from '@shortlist/domain/reports';
import type { ReportFigureTexts } from '@shortlist/ui/reports';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../app/format.ts';

type SectionKey = 'reports.sections.gender';
type ColumnKey = 'reports.columns.total';

/** Whether any row of the report (totals included) passes the test. */
function anyRow(sections: readonly ReportSection[], test: (row: ReportRow) => boolean): boolean {
  return sections.some((section) => [...section.rows, ...(section.total ? [section.total] : [])].some(test));
}

const hasWithheld = (row: ReportRow) => Object.values(row.cells).includes('withheld');
const hasAdverse = (row: ReportRow) => (row.adverse?.length ?? 0) > 0;

/** The words of a report's figures: section and column names from the resources, "fewer than n", "withheld". */
export function useReportWording(minimumGroupSize: number) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  // A key the resources lack yet (a kind's new column) shows as itself rather than as nothing.
  const texts: ReportFigureTexts = {
    suppressed: t('reports.figures.suppressed', { n: minimumGroupSize }),
    withheld: t('reports.figures.withheld'),
    adverse: t('reports.figures.adverse'),
    none: t('reports.figures.none'),
    rowHeading: t('reports.figures.rowHeading'),
    columnLabel: (column) =>
      column.label ?? t(`reports.columns.${column.key}` as ColumnKey, { defaultValue: column.key }),
  };
  const sectionTitle = (section: ReportSection) =>
    t(`reports.sections.${section.key}` as SectionKey, { defaultValue: section.key });
  // What the marks mean, on screen, on paper and in the CSV: "withheld" and adverse impact only where used.
  const notes = (sections: readonly ReportSection[]) => [
    t('reports.legend.suppressed', { n: minimumGroupSize }),
    ...(anyRow(sections, hasWithheld) ? [t('reports.legend.withheld', { n: minimumGroupSize })] : []),
    ...(anyRow(sections, hasAdverse) ? [t('reports.legend.adverse')] : []),
  ];
  return { locale, texts, sectionTitle, notes };
}
