import { ApiError } from '@shortlist/api-client';
import type { FairnessEvidence } from '@shortlist/domain/contract';
import type { StageId } from '@shortlist/domain/stages';
import { managerAssessment } from '@shortlist/i18n/resources/manager-assessment';
import { managerReportScreens } from '@shortlist/i18n/resources/manager-report-screens';
import { DelayedSpinner, useWording } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import { table as dense } from '@shortlist/ui/dense-table';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toLocale } from '../../app/format.ts';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import { useOrganizationId } from '../../app/use-organization-id.ts';
import { ReportSectionView } from '../Reports/ReportSectionView.tsx';
import { useReportWording } from '../Reports/use-report-wording.ts';
import { useFairness, useRoleName } from '../WashUp/use-wash-up.ts';
import * as styles from '../WashUp/WashUp.css.ts';

/** Krippendorff's own bar: below it, data are not reliable enough to draw conclusions from. */
const tentativeAlpha = 0.667;

function useFigures() {
  const { i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  const alpha = new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  const signed = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  return { alpha: (value: number) => alpha.format(value), signed: (value: number) => signed.format(value) };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.stack}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Agreement({ evidence }: { evidence: FairnessEvidence }) {
  const { t } = useTranslation('manager');
  const figures = useFigures();
  const shown = (value: number | null) =>
    value === null ? t('fairness.agreement.notComputable') : figures.alpha(value);
  const low = evidence.agreement.some(
    (stage) => stage.intervalAlpha !== null && stage.intervalAlpha < tentativeAlpha,
  );
  return (
    <Section title={t('fairness.agreement.title')}>
      {evidence.agreement.length === 0 ? (
        <p className={styles.note}>{t('fairness.agreement.empty')}</p>
      ) : (
        <table className={dense}>
          <caption className={styles.caption}>{t('fairness.agreement.caption')}</caption>
          <thead>
            <tr>
              {(['stage', 'interval', 'ordinal', 'units', 'ratings', 'assessors'] as const).map((key) => (
                <th key={key} scope="col" className={styles.columnHeader}>
                  {t(`fairness.agreement.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {evidence.agreement.map((stage) => (
              <tr key={stage.stageId}>
                <th scope="row" className={styles.cell}>
                  {t(`stages.${stage.stageId as StageId}`)}
                </th>
                <td className={styles.cell}>{shown(stage.intervalAlpha)}</td>
                <td className={styles.cell}>{shown(stage.ordinalAlpha)}</td>
                <td className={styles.cell}>{stage.pairableUnits}</td>
                <td className={styles.cell}>{stage.ratings}</td>
                <td className={styles.cell}>{stage.assessors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {low ? <p className={styles.note}>{t('fairness.agreement.low')}</p> : null}
    </Section>
  );
}

function Leniency({ evidence }: { evidence: FairnessEvidence }) {
  const { t } = useTranslation('manager');
  const figures = useFigures();
  return (
    <Section title={t('fairness.leniency.title')}>
      {evidence.leniency.length === 0 ? (
        <p className={styles.note}>{t('fairness.leniency.empty')}</p>
      ) : (
        <table className={dense}>
          <caption className={styles.caption}>{t('fairness.leniency.caption')}</caption>
          <thead>
            <tr>
              {(['assessor', 'leniency', 'compared', 'ratings'] as const).map((key) => (
                <th key={key} scope="col" className={styles.columnHeader}>
                  {t(`fairness.leniency.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {evidence.leniency.map((entry) => (
              <tr key={entry.assessorKey}>
                <th scope="row" className={styles.cell}>
                  {entry.assessorName}
                </th>
                <td className={styles.cell}>
                  {entry.leniency === null ? t('fairness.leniency.none') : figures.signed(entry.leniency)}
                </td>
                <td className={styles.cell}>{entry.comparedRatings}</td>
                <td className={styles.cell}>{entry.ratings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

function PassRates({ evidence }: { evidence: FairnessEvidence }) {
  const { t } = useTranslation('manager');
  const { locale, texts, sectionTitle } = useReportWording(evidence.minimumGroupSize);
  return (
    <Section title={t('fairness.passRates.title')}>
      <p className={styles.note}>{t('fairness.passRates.text', { minimum: evidence.minimumGroupSize })}</p>
      {evidence.passRates.map((section) => (
        <ReportSectionView
          key={section.key}
          section={section}
          title={sectionTitle(section)}
          texts={texts}
          locale={locale}
        />
      ))}
    </Section>
  );
}

/** /manager/roles/{roleId}/fairness: a role's fairness evidence, for manager admins (each reading audited). */
export default function FairnessScreen() {
  useWording('manager', managerReportScreens);
  useWording('manager', managerAssessment);
  const { t } = useTranslation(['manager', 'common']);
  const roleId = Number(useParams().roleId);
  const orgId = useOrganizationId();
  const roleName = useRoleName(roleId);
  const evidence = useFairness(orgId, roleId);
  const forbidden = evidence.error instanceof ApiError && evidence.error.status === 403;
  return (
    <ManagerPage title={t('fairness.title', { role: roleName.data ?? '' })} subtitle={t('fairness.subtitle')}>
      <div className={styles.stack}>
        <p className={styles.crumbs}>
          <Link to={`/manager/roles/${roleId}`}>{t('washUp.backToCandidates')}</Link>
          <Link to={`/manager/roles/${roleId}/wash-up`}>{t('assessmentLinks.washUp')}</Link>
        </p>
        {evidence.isPending ? <DelayedSpinner /> : null}
        {forbidden ? (
          <EmptyState title={t('fairness.adminsOnly')} text={t('fairness.adminsOnlyText')} />
        ) : null}
        {evidence.isError && !forbidden ? (
          <ErrorState
            title={t('fairness.loadFailed')}
            text={evidence.error.message}
            retryLabel={t('common:actions.tryAgain')}
            onRetry={() => evidence.refetch()}
          />
        ) : null}
        {evidence.isSuccess ? (
          <>
            <Agreement evidence={evidence.data} />
            <Leniency evidence={evidence.data} />
            <PassRates evidence={evidence.data} />
          </>
        ) : null}
      </div>
    </ManagerPage>
  );
}
