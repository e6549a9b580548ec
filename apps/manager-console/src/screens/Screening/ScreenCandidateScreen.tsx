import type { OrganizationCandidateView, ScreeningDecisionResult } from '@shortlist/domain/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import { useOrganizationId } from '../../app/use-organization-id.ts';
import { ApplicationAnswers } from '../CandidateRecord/ApplicationAnswers.tsx';
import { ContextualFlagsPanel, ScoresPanel } from '../CandidateRecord/panels/index.ts';
import { RecordLoadState, readCandidateId } from '../CandidateRecord/RecordLoadState.tsx';
import { blindLabel, personName, stageLabel } from '../CandidateRecord/record-labels.ts';
import { isNotFound, useCandidateRecord } from '../CandidateRecord/use-candidate-record.ts';
import { DecisionPanel } from './DecisionPanel.tsx';
import * as styles from './Screening.css.ts';
import { candidatePath, queuePath, queueSearch, readQueueFilters } from './screening-address.ts';
import { useScreeningQueue } from './use-screening.ts';

/** What the previous candidate's decision said, carried to the next screen so it is announced there. */
type DecidedState = { decided?: string } | null;

/** /manager/screen/{candidateId}: one candidate of the queue, answers first, then the decision. */
export default function ScreenCandidateScreen() {
  const { t } = useTranslation(['manager', 'common']);
  const [searchParams] = useSearchParams();
  const filters = readQueueFilters(searchParams);
  const navigate = useNavigate();
  const decided = (useLocation().state as DecidedState)?.decided ?? null;
  const candidateId = readCandidateId(useParams().candidateId);
  const orgId = useOrganizationId();
  const record = useCandidateRecord(candidateId === null ? null : (orgId ?? null), candidateId ?? 0);
  const queue = useScreeningQueue(orgId, filters);
  const missing = candidateId === null || orgId === null || isNotFound(record.error);
  const backToQueue = `${queuePath}${queueSearch(filters)}`;

  const nameOf = (view: OrganizationCandidateView) =>
    view.blindReview.active || view.person === null ? blindLabel(t, view.id) : personName(t, view.person);

  function afterDecision(view: OrganizationCandidateView, result: ScreeningDecisionResult) {
    const message = t(`screening.decision.done.${result.decision}`, { name: nameOf(view) });
    if (result.nextCandidateId === null) void navigate(`${queuePath}${queueSearch(filters, { done: '1' })}`);
    else void navigate(candidatePath(result.nextCandidateId, filters), { state: { decided: message } });
  }

  const back = (
    <Link className={styles.backLink} to={backToQueue}>
      ← {t('screening.candidate.backToQueue')}
    </Link>
  );

  if (missing || !record.isSuccess || typeof orgId !== 'number') {
    return (
      <ManagerPage title={t('screening.candidate.title')}>
        <div className={styles.stack}>
          {back}
          <RecordLoadState
            missing={missing}
            record={record}
            words={{
              notFound: t('screening.candidate.notFound'),
              notFoundText: t('screening.candidate.notFoundText'),
              loadFailed: t('screening.candidate.loadFailed'),
            }}
          />
        </div>
      </ManagerPage>
    );
  }

  const view = record.data;
  const name = nameOf(view);
  return (
    <ManagerPage title={name}>
      <div className={styles.stack}>
        {back}
        {decided ? (
          <p className={styles.done} role="status">
            {decided}
          </p>
        ) : null}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factTerm}>{t('screening.candidate.role')}</dt>
            <dd className={styles.factValue}>
              {view.application.role?.name ?? t('screening.candidate.noRole')}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factTerm}>{t('screening.candidate.stage')}</dt>
            <dd className={styles.factValue}>{stageLabel(t, view.application.stage.id)}</dd>
          </div>
        </dl>
        {queue.isSuccess ? (
          <p className={styles.left}>
            {t('screening.left', { count: filters.held ? queue.data.held : queue.data.remaining })}
          </p>
        ) : null}
        <div className={styles.columns}>
          <div className={styles.column}>
            {/* The record's own sections (screens/CandidateRecord): the same answers, flags and scoring. */}
            <ApplicationAnswers record={view} />
            <ContextualFlagsPanel flags={view.contextualFlags} />
            <ScoresPanel record={view} />
          </div>
          <DecisionPanel
            key={view.id}
            orgId={orgId}
            candidateId={view.id}
            stageId={view.application.stage.id}
            name={name}
            onDecided={(result) => afterDecision(view, result)}
          />
        </div>
      </div>
    </ManagerPage>
  );
}
