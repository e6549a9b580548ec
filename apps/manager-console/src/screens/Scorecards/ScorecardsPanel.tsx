import { managerAssessment } from '@shortlist/i18n/resources/manager-assessment';
import { DelayedSpinner, useWording } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordSection } from '../CandidateRecord/RecordSection.tsx';
import { StagePicker } from '../CandidateRecord/StagePicker.tsx';
import { ScorecardForm } from './ScorecardForm.tsx';
import * as styles from './Scorecards.css.ts';
import { SubmittedScorecards } from './SubmittedScorecards.tsx';
import { useCandidateScorecards, useSaveOwnScorecard } from './use-scorecards.ts';

export type ScorecardsPanelProps = { orgId: number; candidateId: number; currentStageId: number };

/**
 * The record's Scorecards (issue 33): the manager's own scorecard of the chosen stage beside its kit, and
 * everyone's submitted scorecards with their authors once theirs is in; before that, only how many are hidden.
 */
export function ScorecardsPanel({ orgId, candidateId, currentStageId }: ScorecardsPanelProps) {
  useWording('manager', managerAssessment);
  const { t } = useTranslation(['manager', 'common']);
  const scorecards = useCandidateScorecards(orgId, candidateId);
  const save = useSaveOwnScorecard(orgId, candidateId);
  const [picked, setPicked] = useState<number | null>(null);
  // The API lists the stages in pipeline order.
  const stages = scorecards.data?.stages.map((stage) => stage.stageId) ?? [];
  const stageId = picked !== null && stages.includes(picked) ? picked : currentStageId;
  const stage = scorecards.data?.stages.find((each) => each.stageId === stageId);
  const mine = stage?.mine.find((card) => card.exerciseId === 0);

  return (
    <RecordSection title={t('scorecards.title')}>
      {scorecards.isPending ? <DelayedSpinner /> : null}
      {scorecards.isError ? (
        <ErrorState
          title={t('scorecards.loadFailed')}
          text={scorecards.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => scorecards.refetch()}
        />
      ) : null}
      {scorecards.isSuccess && stage ? (
        <div className={styles.stack}>
          {stages.length > 1 ? (
            <StagePicker
              label={t('scorecards.stage')}
              stages={stages}
              value={stageId}
              currentStageId={currentStageId}
              onChange={setPicked}
            />
          ) : null}
          <SubmittedScorecards stage={stage} competencies={scorecards.data.competencies} />
          <h3 className={styles.subheading}>{t('scorecards.yours')}</h3>
          <ScorecardForm
            // A new stage starts the form afresh from what is stored; a submission keeps it, with its message.
            key={stageId}
            card={mine}
            competencies={scorecards.data.competencies}
            kits={scorecards.data.kits.filter((kit) => kit.stageId === stageId)}
            onSave={(body) => save(stageId, body)}
          />
        </div>
      ) : null}
    </RecordSection>
  );
}
