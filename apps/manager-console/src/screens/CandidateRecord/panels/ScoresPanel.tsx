import type { OrganizationCandidateView } from '@shortlist/domain/contract';
import { DelayedSpinner } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl } from '../../../app/controls.css.ts';
import { RecordSection } from '../RecordSection.tsx';
import { stageLabel } from '../record-labels.ts';
import * as styles from './ScoresPanel.css.ts';
import { ScoreTotals } from './ScoreTotals.tsx';
import { StageScoresForm } from './StageScoresForm.tsx';
import type { StageScoresReply } from './use-stage-scores.ts';
import { useScoreMetrics } from './use-stage-scores.ts';

export type ScoresPanelProps = { record: OrganizationCandidateView };

/** The candidate's current stage first, then every other stage that holds scores, in stage order. */
function scoredStages(currentStageId: number, scores: StageScoresReply['scores']): number[] {
  const others = new Set(scores.map((score) => score.stage.id));
  others.delete(currentStageId);
  return [currentStageId, ...[...others].sort((a, b) => a - b)];
}

/** Scores per stage against the organisation's metrics (§3, §5), with the totals they make (issue 13). */
export function ScoresPanel({ record }: ScoresPanelProps) {
  const { t } = useTranslation(['manager', 'common']);
  const pickerId = useId();
  const metrics = useScoreMetrics(record.organizationId);
  const currentStageId = record.application.stage.id;
  // What the last save answered, until the record is read again (it is, after each save).
  const [saved, setSaved] = useState<{ basis: unknown; reply: StageScoresReply } | null>(null);
  const latest: StageScoresReply =
    saved !== null && saved.basis === record.scores
      ? saved.reply
      : {
          score: record.application.candidateScore,
          totalScore: record.application.totalScore,
          scores: record.scores,
        };
  const stages = scoredStages(currentStageId, latest.scores);
  // A picked stage that no longer applies (the candidate moved on) falls back to the current one.
  const [picked, setPicked] = useState<number | null>(null);
  const stageId = picked !== null && stages.includes(picked) ? picked : currentStageId;
  const nameOf = (id: number) =>
    id === currentStageId
      ? t('recordPanels.scores.currentStage', { stage: stageLabel(t, id) })
      : stageLabel(t, id);

  return (
    <RecordSection title={t('recordPanels.scores.title')}>
      {metrics.isPending ? <DelayedSpinner /> : null}
      {metrics.isError ? (
        <ErrorState
          title={t('recordPanels.scores.loadFailed')}
          text={metrics.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => metrics.refetch()}
        />
      ) : null}
      {metrics.isSuccess && metrics.data.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('recordPanels.scores.noMetrics')}
          text={t('recordPanels.scores.noMetricsText')}
        />
      ) : null}
      {metrics.isSuccess && metrics.data.length > 0 ? (
        <>
          <div className={styles.toolbar}>
            <label htmlFor={pickerId}>{t('recordPanels.scores.stage')}</label>
            <select
              id={pickerId}
              className={compactControl}
              value={stageId}
              onChange={(event) => setPicked(Number(event.target.value))}
            >
              {stages.map((id) => (
                <option key={id} value={id}>
                  {nameOf(id)}
                </option>
              ))}
            </select>
          </div>
          <ScoreTotals metrics={metrics.data} stageId={stageId} latest={latest} />
          <StageScoresForm
            // A new stage starts a fresh draft from that stage's saved scores.
            key={stageId}
            orgId={record.organizationId}
            candidateId={record.id}
            stageId={stageId}
            metrics={metrics.data}
            scores={latest.scores}
            onSaved={(reply) => setSaved({ basis: record.scores, reply })}
          />
        </>
      ) : null}
    </RecordSection>
  );
}
