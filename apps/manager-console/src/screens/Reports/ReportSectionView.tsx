import type { ReportSection } from '@shortlist/domain/reports';
import { useShell, useShellStore } from '@shortlist/shell/react';
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
  const shell = useShell();
  // A phone keeps less room for the row labels beside the bars.
  const narrow = useShellStore(shell.screenSize, (state) => state.screenSize === 'xs');
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
          labelWidth={narrow ? 110 : 200}
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
