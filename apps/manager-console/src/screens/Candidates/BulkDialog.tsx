import { callRoute } from '@shortlist/api-client';
import type { OrganizationStage } from '@shortlist/domain/contract';
import { fetchOrganizationReferenceData, listGroups } from '@shortlist/domain/contract';
import type { SearchFilterInput } from '@shortlist/domain/schemas';
import { comparePipelineOrder, resolveBulkMoveTargets } from '@shortlist/domain/stages';
import { useApi, useShell } from '@shortlist/shell/react';
import { Button, Dialog } from '@shortlist/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './BulkDialog.css.ts';
import type { BulkKind, BulkOutcome, BulkRequest } from './bulk-actions.ts';
import { runBulkAction } from './bulk-actions.ts';
import { useOrganizationId } from './use-list-data.ts';

export type BulkDialogProps = {
  kind: BulkKind;
  count: number;
  /** The selection as a filter object. */
  filter: SearchFilterInput;
  roleId: number | null;
  stages: readonly OrganizationStage[];
  fromStageId: number | null;
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
  onClose,
  onDone,
}: BulkDialogProps) {
  const { t } = useTranslation(['manager', 'common']);
  const api = useApi();
  const { process } = useShell();
  const queryClient = useQueryClient();
  const orgId = useOrganizationId();
  const fieldId = useId();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const targets =
    kind === 'move' || kind === 'fastTrack' ? resolveBulkMoveTargets(stages, { kind, fromStageId }) : [];
  // Decision: a move offers the stage after the one shown first (the usual next step), a fast-track its first target.
  const next = targets.find(
    (stage) => fromStageId !== null && comparePipelineOrder(stage.id, fromStageId) > 0,
  );
  const [stageId, setStageId] = useState<number | null>((next ?? targets[0])?.id ?? null);
  const target = targets.find((stage) => stage.id === stageId);
  const [substageId, setSubstageId] = useState<number | null>(null);
  const subStage =
    target?.subStages.find((sub) => sub.id === substageId) ??
    target?.subStages.find((sub) => sub.defaultSubStage) ??
    target?.subStages[0];

  const managers = useQuery({
    queryKey: ['managers', orgId],
    enabled: kind === 'assign' && orgId !== null,
    queryFn: ({ signal }) =>
      callRoute(api, fetchOrganizationReferenceData, { params: { id: orgId ?? 0, type: 'USERS' }, signal }),
  });
  const [userId, setUserId] = useState<number | null>(null);
  const manager = managers.data?.find((item) => item.id === (userId ?? managers.data?.[0]?.id));

  const groups = useQuery({
    queryKey: ['groups'],
    enabled: kind === 'group',
    queryFn: ({ signal }) => callRoute(api, listGroups, { signal }),
  });
  const [groupId, setGroupId] = useState<number | null>(null);
  const [newGroupName, setNewGroupName] = useState('');
  const chosenGroup = groups.data?.find((group) => group.id === (groupId ?? groups.data?.[0]?.id));
  const groupName = newGroupName.trim() !== '' ? newGroupName.trim() : (chosenGroup?.name ?? '');

  const stageName = target ? t(`stages.${target.id}` as 'stages.1', { defaultValue: target.name ?? '' }) : '';
  const subStageName = subStage ? t(`candidateList.subStageCodes.${subStage.codeStage}`) : '';
  const names = {
    count,
    stage: stageName,
    subStage: subStageName,
    manager: manager?.label ?? '',
    group: groupName,
  };

  function buildRequest(): BulkRequest | null {
    if (kind === 'move' || kind === 'fastTrack')
      return target && subStage ? { kind, stageId: target.id, substageId: subStage.id } : null;
    if (kind === 'assign') return manager ? { kind, userId: manager.id } : null;
    if (kind === 'group')
      return groupName
        ? {
            kind,
            groupId: newGroupName.trim() ? null : (chosenGroup?.id ?? null),
            newGroupName: newGroupName.trim(),
          }
        : null;
    return { kind };
  }
  const request = buildRequest();

  async function run() {
    if (!request) return;
    setRunning(true);
    setError(null);
    try {
      const task = () => runBulkAction(api, request, filter, roleId);
      // The export's §8 message ('Export successful...') comes from the shell's process banners.
      const outcome =
        kind === 'exportCsv' ? await process.getState().track('export:csv', task) : await task();
      await queryClient.invalidateQueries();
      onDone({ ...outcome, label: t(`bulk.result.${kind as 'move'}`, { ...names, count: outcome.count }) });
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
      title={t(`bulk.${kind}`)}
      closeLabel={t('bulk.cancel')}
      footer={
        <>
          <Button size="medium" lockoutMs={0} loading={running} disabled={!request} onClick={run}>
            {t('bulk.run')}
          </Button>
          <Button size="medium" variant="text" lockoutMs={0} disabled={running} onClick={onClose}>
            {t('bulk.cancel')}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        {kind === 'move' || kind === 'fastTrack' ? (
          <div className={styles.fields}>
            <label htmlFor={`${fieldId}-stage`}>{t('bulk.targetStage')}</label>
            <select
              id={`${fieldId}-stage`}
              className={styles.select}
              value={stageId ?? ''}
              onChange={(event) => {
                setStageId(Number(event.target.value));
                setSubstageId(null);
              }}
            >
              {targets.map((stage) => (
                <option key={stage.id} value={stage.id}>
                  {t(`stages.${stage.id}` as 'stages.1', { defaultValue: stage.name ?? '' })}
                </option>
              ))}
            </select>
            <label htmlFor={`${fieldId}-sub`}>{t('bulk.targetSubStage')}</label>
            <select
              id={`${fieldId}-sub`}
              className={styles.select}
              value={subStage?.id ?? ''}
              onChange={(event) => setSubstageId(Number(event.target.value))}
            >
              {target?.subStages.map((sub) => (
                <option key={sub.id} value={sub.id}>
                  {t(`candidateList.subStageCodes.${sub.codeStage}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {kind === 'assign' ? (
          <div className={styles.fields}>
            <label htmlFor={`${fieldId}-manager`}>{t('bulk.manager')}</label>
            <select
              id={`${fieldId}-manager`}
              className={styles.select}
              value={manager?.id ?? ''}
              onChange={(event) => setUserId(Number(event.target.value))}
            >
              {managers.data?.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {kind === 'group' ? (
          <div className={styles.fields}>
            <label htmlFor={`${fieldId}-group`}>{t('bulk.groupName')}</label>
            <select
              id={`${fieldId}-group`}
              className={styles.select}
              value={chosenGroup?.id ?? ''}
              disabled={newGroupName.trim() !== '' || !groups.data?.length}
              onChange={(event) => setGroupId(Number(event.target.value))}
            >
              {groups.data?.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </select>
            <label htmlFor={`${fieldId}-new`}>{t('bulk.newGroup')}</label>
            <input
              id={`${fieldId}-new`}
              className={styles.input}
              value={newGroupName}
              maxLength={80}
              onChange={(event) => setNewGroupName(event.target.value)}
            />
          </div>
        ) : null}
        <p className={styles.question}>{t(`bulk.confirm.${kind}`, names)}</p>
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
