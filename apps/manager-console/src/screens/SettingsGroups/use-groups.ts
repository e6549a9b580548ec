import { callRoute } from '@shortlist/api-client';
import type { CandidateGroup } from '@shortlist/domain/contract';
import { createGroup, deleteGroup, listGroups, refreshGroup, renameGroup } from '@shortlist/domain/contract';
import { useApi, useShell } from '@shortlist/shell/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from './InlineNotice.tsx';

export const groupsKey = ['groups'] as const;

/** The organisation's groups and what a manager does with them; each action says what it did. */
export function useGroups() {
  const { t } = useTranslation('manager');
  const api = useApi();
  const { process } = useShell();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const [refreshing, setRefreshing] = useState<number | null>(null);
  const groups = useQuery({
    queryKey: groupsKey,
    queryFn: ({ signal }) => callRoute(api, listGroups, { signal }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: groupsKey });

  async function create(name: string): Promise<CandidateGroup> {
    const group = await callRoute(api, createGroup, { body: { name } });
    await reload();
    setNotice({ kind: 'success', message: t('settings.groups.created', { name: group.name }) });
    return group;
  }

  async function rename(id: number, name: string): Promise<CandidateGroup> {
    const group = await callRoute(api, renameGroup, { params: { id }, body: { name } });
    await reload();
    setNotice({ kind: 'success', message: t('settings.groups.renamed', { name: group.name }) });
    return group;
  }

  async function remove(group: CandidateGroup): Promise<void> {
    await callRoute(api, deleteGroup, { params: { id: group.id } });
    await reload();
    setNotice({ kind: 'success', message: t('settings.groups.deleted', { name: group.name }) });
  }

  /** §8: the shell's banner says 'Group refreshed'; the notice gives the new count. */
  async function refresh(group: CandidateGroup): Promise<void> {
    setRefreshing(group.id);
    try {
      const result = await process
        .getState()
        .track('group:refresh', () => callRoute(api, refreshGroup, { params: { id: group.id } }));
      await reload();
      const count = result.candidateCount;
      setNotice({ kind: 'success', message: t('settings.groups.refreshed', { name: group.name, count }) });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setNotice({ kind: 'failure', message: t('settings.groups.failed', { message }) });
    } finally {
      setRefreshing(null);
    }
  }

  return { groups, create, rename, remove, refresh, refreshing, notice, clearNotice: () => setNotice(null) };
}
