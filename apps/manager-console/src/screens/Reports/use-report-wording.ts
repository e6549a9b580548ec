import type { ReportSection } from '@shortlist/domain/reports';
import type { ReportFigureTexts } from '@shortlist/ui/reports';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../app/format.ts';

type SectionKey = 'reports.sections.gender';
type ColumnKey = 'reports.columns.total';

/** The words of a report's figures: section and column names from the resources, "fewer than n". */
export function useReportWording(minimumGroupSize: number) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  // A key the resources lack yet (a kind's new column) shows as itself rather than as nothing.
  const texts: ReportFigureTexts = {
    suppressed: t('reports.figures.suppressed', { n: minimumGroupSize }),
    adverse: t('reports.figures.adverse'),
    none: t('reports.figures.none'),
    rowHeading: t('reports.figures.rowHeading'),
    columnLabel: (column) =>
      column.label ?? t(`reports.columns.${column.key}` as ColumnKey, { defaultValue: column.key }),
  };
  const sectionTitle = (section: ReportSection) =>
    t(`reports.sections.${section.key}` as SectionKey, { defaultValue: section.key });
  const notes = (hasAdverse: boolean) => [
    t('reports.legend.suppressed', { n: minimumGroupSize }),
    ...(hasAdverse ? [t('reports.legend.adverse')] : []),
  ];
  return { locale, texts, sectionTitle, notes };
}

/** Whether any figure of the report is marked as adverse impact (the legend line is shown then). */
export function hasAdverseFigures(sections: readonly ReportSection[]): boolean {
  return sections.some((section) => section.rows.some((row) => (row.adverse?.length ?? 0) > 0));
}
