import type { ReportReply } from '@shortlist/domain/reports';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../app/format.ts';
import { ReportSectionView } from './ReportSectionView.tsx';
import * as styles from './Reports.css.ts';
import { useReportWording } from './use-report-wording.ts';

/** A report's figures: how many were counted, what the marks mean, then every section. */
export function ReportBody({ reply }: { reply: ReportReply }) {
  const { t } = useTranslation('manager');
  const { locale, texts, sectionTitle, notes } = useReportWording(reply.minimumGroupSize);
  const counted =
    typeof reply.total === 'number'
      ? t('reports.counted', { count: reply.total, date: formatShortDate(reply.generatedAt, locale) })
      : null;
  return (
    <div className={styles.stack}>
      {counted ? <p className={styles.hint}>{counted}</p> : null}
      <ul className={styles.notes}>
        {notes(reply.sections).map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      {reply.sections.map((section) => (
        <ReportSectionView
          key={section.key}
          section={section}
          title={sectionTitle(section)}
          texts={texts}
          locale={locale}
        />
      ))}
    </div>
  );
}
