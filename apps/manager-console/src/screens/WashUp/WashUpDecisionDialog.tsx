import type { AssessmentDecision } from '@shortlist/domain/assessment';
import type { WashUpRow } from '@shortlist/domain/contract';
import { fieldLimits } from '@shortlist/domain/schemas';
import type { StageId } from '@shortlist/domain/stages';
import { stageIds } from '@shortlist/domain/stages';
import { Button, Dialog, TextareaField } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoveMessageFields } from '../StageMoveMessages/MoveMessageFields.tsx';
import { moveChoiceBody, stagePolicyChoice } from '../StageMoveMessages/move-message-choice.ts';
import { useWashUpDecision } from './use-wash-up.ts';
import * as styles from './WashUp.css.ts';

export type WashUpDecisionDialogProps = {
  orgId: number;
  roleId: number;
  /** The wash-up's stage: the API refuses a decision once the candidate has moved on. */
  stageId: number;
  nextStageId: number | null;
  row: WashUpRow;
  name: string;
  decision: AssessmentDecision;
  onClose: () => void;
  onDecided: (message: string) => void;
};

/**
 * One decision, confirmed: the reason (kept with the decider's name and the time), and for a move what it will
 * tell the candidate, previewed before anything is sent, with a rejection's reason from the organisation's list.
 */
export function WashUpDecisionDialog({
  orgId,
  roleId,
  stageId,
  nextStageId,
  row,
  name,
  decision,
  onClose,
  onDecided,
}: WashUpDecisionDialogProps) {
  const { t } = useTranslation(['manager', 'common']);
  const decide = useWashUpDecision(orgId, roleId);
  const [reason, setReason] = useState('');
  const [choice, setChoice] = useState(stagePolicyChoice);
  const target = decision === 'reject' ? stageIds.rejected : decision === 'progress' ? nextStageId : null;
  const decisionLabel = t(`washUp.decision.${decision}`);
  const ready = reason.trim() !== '' && (decision !== 'reject' || choice.reasonId !== '');
  const explanation =
    decision === 'hold'
      ? t('washUp.dialog.holdText')
      : decision === 'reject'
        ? t('washUp.dialog.rejectText')
        : target === null
          ? t('washUp.dialog.noNextStage')
          : t('washUp.dialog.progressTo', { stage: t(`stages.${target as StageId}`) });

  function confirm() {
    decide.mutate(
      {
        candidateId: row.candidateId,
        stageId: stageId as StageId,
        decision,
        reason: reason.trim(),
        previousDecisionId: row.decision?.id ?? null,
        ...(decision === 'hold' ? {} : moveChoiceBody(choice)),
      },
      {
        onSuccess: () => {
          onDecided(t('washUp.done', { decision: decisionLabel, name }));
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('washUp.dialog.title', { decision: decisionLabel, name })}
      description={explanation}
      closeLabel={t('common:actions.close')}
      footer={
        <>
          <Button
            size="medium"
            variant={decision === 'reject' ? 'danger' : 'primary'}
            lockoutMs={0}
            disabled={!ready || decide.isPending}
            onClick={confirm}
          >
            {t('washUp.dialog.confirm')}
          </Button>
          <Button size="medium" variant="text" lockoutMs={0} onClick={onClose}>
            {t('washUp.dialog.cancel')}
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        <TextareaField
          label={t('washUp.dialog.reason')}
          helperText={t('washUp.dialog.reasonHelp')}
          required
          value={reason}
          onChange={setReason}
          maxLength={fieldLimits.longText}
          rows={3}
        />
        {target !== null ? (
          <MoveMessageFields
            orgId={orgId}
            target={{ stageId: target, substageId: null }}
            selection={{ ids: [row.candidateId] }}
            value={choice}
            onChange={setChoice}
          />
        ) : null}
        {decide.isError ? (
          <p className={styles.error} role="alert">
            {t('washUp.dialog.failed', { reason: decide.error.message })}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
