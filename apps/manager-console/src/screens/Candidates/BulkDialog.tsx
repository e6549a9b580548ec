import type { OrganizationStage } from '@shortlist/domain/contract';
import type { SearchFilterInput } from '@shortlist/domain/schemas';
import { stageIds } from '@shortlist/domain/stages';
import { useApi, useShell } from '@shortlist/shell/react';
import { Button, Dialog } from '@shortlist/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationId } from '../../app/use-organization-id.ts';
import { MoveMessageFields } from '../StageMoveMessages/MoveMessageFields.tsx';
import type { MoveMessageChoice } from '../StageMoveMessages/move-message-choice.ts';
import { moveChoiceBody, stagePolicyChoice } from '../StageMoveMessages/move-message-choice.ts';
import { BulkChoiceFields } from './BulkChoiceFields.tsx';
import * as styles from './BulkDialog.css.ts';
import type { BulkKind, BulkOutcome } from './bulk-actions.ts';
import { runBulkAction } from './bulk-actions.ts';
import { useBulkChoice } from './use-bulk-choice.ts';

export type BulkDialogProps = {
  kind: BulkKind;
  count: number;
  /** The selection as a filter object. */
  filter: SearchFilterInput;
  roleId: number | null;
  stages: readonly OrganizationStage[];
  fromStageId: number | null;
  /** The group the list is filtered by, if exactly one: "Remove" from it is offered first. */
  filteredGroupId: number | null;
  onClose: () => void;
  onDone: (outcome: BulkOutcome & { label: string }) => void;
};

/** Says what a bulk action will do and to how many, runs it with progress, and reports the outcome. */
export function BulkDialog({
  kind,
  count,
  filter,
  roleId,
  stages,
  fromStageId,
  filteredGroupId,
  onClose,
  onDone,
}: BulkDialogProps) {
  const { t } = useTranslation(['manager', 'common']);
  const api = useApi();
  const { process } = useShell();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choice = useBulkChoice(kind, count, stages, fromStageId, filteredGroupId);
  const { request, names, phrase } = choice;
  const orgId = useOrganizationId();
  // Issue 32: a move's message choice belongs to its target; another stage starts from that stage's own.
  const target =
    request && (request.kind === 'move' || request.kind === 'fastTrack')
      ? { stageId: request.stageId, substageId: request.substageId }
      : null;
  const targetKey = target ? `${target.stageId}/${target.substageId}` : '';
  const [messageChoice, setMessageChoice] = useState({ key: '', value: stagePolicyChoice });
  const message: MoveMessageChoice =
    messageChoice.key === targetKey ? messageChoice.value : stagePolicyChoice;
  const ready = target?.stageId !== stageIds.rejected || message.reasonId !== '';

  async function run() {
    if (!request || !ready) return;
    setRunning(true);
    setError(null);
    try {
      const task = () => runBulkAction(api, request, filter, roleId, target ? moveChoiceBody(message) : {});
      // The export's §8 message ('Export successful...') comes from the shell's process banners.
      const outcome =
        kind === 'exportCsv' ? await process.getState().track('export:csv', task) : await task();
      await queryClient.invalidateQueries();
      onDone({ ...outcome, label: t(`bulk.result.${phrase as 'move'}`, { ...names, count: outcome.count }) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('common:errors.generic', { defaultValue: '' }));
      setRunning(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !running) onClose();
      }}
      title={t(`bulk.${phrase}`)}
      closeLabel={t('bulk.cancel')}
      footer={
        <>
          <Button size="medium" lockoutMs={0} loading={running} disabled={!request || !ready} onClick={run}>
            {t('bulk.run')}
          </Button>
          <Button size="medium" variant="text" lockoutMs={0} disabled={running} onClick={onClose}>
            {t('bulk.cancel')}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <BulkChoiceFields kind={kind} choice={choice} />
        {target ? (
          <MoveMessageFields
            orgId={orgId}
            target={target}
            selection={{ filter }}
            value={message}
            onChange={(value) => setMessageChoice({ key: targetKey, value })}
          />
        ) : null}
        <p className={styles.question}>{t(`bulk.confirm.${phrase}`, names)}</p>
        {running ? (
          <p className={styles.progress} role="status">
            <progress className={styles.bar} aria-label={t('bulk.running', { count })} />
            {t('bulk.running', { count })}
          </p>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {t('bulk.failed')}: {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
