import { callRoute } from '@shortlist/api-client';
import type { OrganizationStage } from '@shortlist/domain/contract';
import { fetchOrganizationReferenceData, listGroups } from '@shortlist/domain/contract';
import { comparePipelineOrder, resolveBulkMoveTargets } from '@shortlist/domain/stages';
import { useApi } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkKind, BulkRequest, GroupMode } from './bulk-actions.ts';
import { useOrganizationId } from './use-list-data.ts';

/**
 * What a bulk action's dialog lets the user choose (the target stage and sub-stage, the manager, the group),
 * the request it makes of it, and the words that describe it ('Move 312 candidates to At interview / Pending?').
 */
export function useBulkChoice(
  kind: BulkKind,
  count: number,
  stages: readonly OrganizationStage[],
  fromStageId: number | null,
  /** The group the list is filtered by: preselected, with "Remove", so emptying it takes two clicks. */
  filteredGroupId: number | null = null,
) {
  const { t } = useTranslation(['manager', 'common']);
  const api = useApi();
  const orgId = useOrganizationId();

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
  const [groupMode, setGroupMode] = useState<GroupMode>(filteredGroupId === null ? 'add' : 'remove');
  const [groupId, setGroupId] = useState<number | null>(filteredGroupId);
  const [newGroupName, setNewGroupName] = useState('');
  const chosenGroup = groups.data?.find((group) => group.id === groupId) ?? groups.data?.[0];
  // Decision: a new group's name counts only when adding; taking out needs a group that exists.
  const newName = groupMode === 'add' ? newGroupName.trim() : '';
  const groupName = newName !== '' ? newName : (chosenGroup?.name ?? '');

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
    if (kind === 'group' && groupMode === 'remove')
      return chosenGroup ? { kind, mode: 'remove', groupId: chosenGroup.id } : null;
    if (kind === 'group')
      return groupName
        ? { kind, mode: 'add', groupId: newName ? null : (chosenGroup?.id ?? null), newGroupName: newName }
        : null;
    return { kind };
  }

  return {
    request: buildRequest(),
    /** The words' key under bulk.* (title, question, result): taking out of a group reads differently. */
    phrase: kind === 'group' && groupMode === 'remove' ? ('groupRemove' as const) : kind,
    names,
    move: { targets, stageId, setStageId, target, subStage, setSubstageId },
    assign: { managers: managers.data ?? [], manager, setUserId },
    group: {
      groups: groups.data ?? [],
      loaded: groups.isSuccess,
      chosenGroup,
      setGroupId,
      newGroupName,
      setNewGroupName,
      mode: groupMode,
      setMode: setGroupMode,
    },
  };
}

export type BulkChoice = ReturnType<typeof useBulkChoice>;
