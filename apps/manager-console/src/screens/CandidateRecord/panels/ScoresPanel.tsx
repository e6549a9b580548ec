import type { OrganizationCandidateView } from '@shortlist/domain/contract';
import { isAdmin } from '@shortlist/domain/users';
import { DelayedSpinner, useShell, useShellStore } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../../app/format.ts';
import { RecordSection } from '../RecordSection.tsx';
import { StagePicker } from '../StagePicker.tsx';
import * as styles from './ScoresPanel.css.ts';
import { ScoreTotals } from './ScoreTotals.tsx';
import { StageScoresForm } from './StageScoresForm.tsx';
import { DecidedBy, StageScoresList } from './StageScoresList.tsx';
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
  const { t, i18n } = useTranslation(['manager', 'common']);
  const shell = useShell();
  // Issue 33: only a manager admin decides a stage's scores; everyone else reads them and who decided.
  const decides = useShellStore(shell.user, (state) => isAdmin(state.user));
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
          <StagePicker
            label={t('recordPanels.scores.stage')}
            stages={stages}
            value={stageId}
            currentStageId={currentStageId}
            onChange={setPicked}
          />
          <ScoreTotals metrics={metrics.data} stageId={stageId} latest={latest} />
          <DecidedBy
            scores={latest.scores.filter((score) => score.stage.id === stageId)}
            locale={toLocale(i18n.language)}
          />
          {decides ? null : <p className={styles.status}>{t('recordPanels.scores.adminDecides')}</p>}
          {decides ? (
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
          ) : (
            <StageScoresList
              metrics={metrics.data}
              scores={latest.scores.filter((score) => score.stage.id === stageId)}
            />
          )}
        </>
      ) : null}
    </RecordSection>
  );
}
