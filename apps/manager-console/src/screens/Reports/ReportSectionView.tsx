import type { ReportSection } from '@shortlist/domain/reports';
import type { ReportFigureTexts } from '@shortlist/ui/reports';
import { ReportChart, ReportTable } from '@shortlist/ui/reports';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Reports.css.ts';

export type ReportSectionViewProps = {
  section: ReportSection;
  title: string;
  texts: ReportFigureTexts;
  locale: string;
};

/** One section of a report: its heading, the chart (where it has one) and the table of the same figures. */
export function ReportSectionView({ section, title, texts, locale }: ReportSectionViewProps) {
  const { t } = useTranslation('manager');
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {section.chart && section.rows.length > 0 ? (
        <ReportChart
          section={section}
          chart={section.chart}
          label={t('reports.figures.chart', { title })}
          texts={texts}
          locale={locale}
        />
      ) : null}
      <ReportTable
        section={section}
        caption={t('reports.figures.table', { title })}
        texts={texts}
        locale={locale}
      />
    </section>
  );
}
