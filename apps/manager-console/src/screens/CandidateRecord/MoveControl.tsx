import type { OrganizationCandidateView } from '@shortlist/domain/contract';
import { resolveBulkMoveTargets, stageIds } from '@shortlist/domain/stages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl, primaryToolButton } from '../../app/controls.css.ts';
import { MoveMessageFields } from '../StageMoveMessages/MoveMessageFields.tsx';
import type { MoveMessageChoice } from '../StageMoveMessages/move-message-choice.ts';
import { moveChoiceBody, stagePolicyChoice } from '../StageMoveMessages/move-message-choice.ts';
import * as styles from './RecordActions.css.ts';
import { stageLabel, subStageLabel } from './record-labels.ts';
import { useMoveCandidate } from './use-move-candidate.ts';
import { useRecordStages } from './use-record-stages.ts';

/** Moves the candidate to any stage and sub-stage of the role (the bulk move's targets), shown at once. */
export function MoveControl({ record }: { record: OrganizationCandidateView }) {
  const { t } = useTranslation(['manager', 'common']);
  const fieldId = useId();
  const { application } = record;
  const stages = useRecordStages(record.organizationId, application.role?.id ?? null);
  const targets = resolveBulkMoveTargets(stages.data ?? [], {
    kind: 'move',
    fromStageId: application.stage.id,
  });
  const [stageId, setStageId] = useState<number>(application.stage.id);
  const [substageId, setSubstageId] = useState<number | null>(application.subStage?.id ?? null);
  const move = useMoveCandidate(record);
  const target = targets.find((stage) => stage.id === stageId);
  const subStage =
    target?.subStages.find((sub) => sub.id === substageId) ??
    target?.subStages.find((sub) => sub.defaultSubStage) ??
    target?.subStages[0];
  const unchanged = stageId === application.stage.id && subStage?.id === application.subStage?.id;
  // Issue 32: the message choice belongs to the target chosen; another target starts from its stage's own.
  const targetKey = `${stageId}/${subStage?.id ?? ''}`;
  const [messageChoice, setMessageChoice] = useState({ key: '', value: stagePolicyChoice });
  const message: MoveMessageChoice =
    messageChoice.key === targetKey ? messageChoice.value : stagePolicyChoice;
  const ready = stageId !== stageIds.rejected || message.reasonId !== '';

  if (targets.length === 0) return null;
  return (
    <form
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        if (target && subStage && !unchanged && ready)
          move.mutate({
            stageId: target.id,
            stageName: target.name,
            subStage,
            choice: moveChoiceBody(message),
          });
      }}
    >
      <fieldset className={styles.row}>
        <legend className={styles.label}>{t('recordActions.move.legend')}</legend>
        <label htmlFor={`${fieldId}-stage`} className={styles.label}>
          {t('recordActions.move.stage')}
        </label>
        <select
          id={`${fieldId}-stage`}
          className={compactControl}
          value={stageId}
          onChange={(event) => {
            setStageId(Number(event.target.value));
            setSubstageId(null);
          }}
        >
          {targets.map((stage) => (
            <option key={stage.id} value={stage.id}>
              {stageLabel(t, stage.id)}
            </option>
          ))}
        </select>
        <label htmlFor={`${fieldId}-sub`} className={styles.label}>
          {t('recordActions.move.subStage')}
        </label>
        <select
          id={`${fieldId}-sub`}
          className={compactControl}
          value={subStage?.id ?? ''}
          onChange={(event) => setSubstageId(Number(event.target.value))}
        >
          {target?.subStages.map((sub) => (
            <option key={sub.id} value={sub.id}>
              {subStageLabel(t, sub.codeStage)}
            </option>
          ))}
        </select>
        <button type="submit" className={primaryToolButton} disabled={move.isPending || unchanged || !ready}>
          {move.isPending ? t('recordActions.move.moving') : t('recordActions.move.submit')}
        </button>
      </fieldset>
      {unchanged || !subStage ? null : (
        <MoveMessageFields
          orgId={record.organizationId}
          target={{ stageId, substageId: subStage.id }}
          selection={{ ids: [record.id] }}
          value={message}
          onChange={(value) => setMessageChoice({ key: targetKey, value })}
        />
      )}
      <p role="status" className={styles.outcome}>
        {move.isSuccess
          ? t('recordActions.move.moved', {
              stage: stageLabel(t, move.variables.stageId),
              subStage: subStageLabel(t, move.variables.subStage.codeStage),
            })
          : null}
      </p>
      {move.isError ? (
        <p role="alert" className={styles.failure}>
          {t('recordActions.move.failed', { reason: move.error.message })}
        </p>
      ) : null}
    </form>
  );
}
