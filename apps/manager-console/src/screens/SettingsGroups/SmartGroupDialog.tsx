import { callRoute } from '@shortlist/api-client';
import type { CandidateGroup } from '@shortlist/domain/contract';
import { createGroup } from '@shortlist/domain/contract';
import type { SearchFilterInput } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GroupNameDialog } from './GroupNameDialog.tsx';
import { groupsKey } from './use-groups.ts';

export type SmartGroupDialogProps = {
  /** The list's search (no selection): what the group keeps and refreshes from. */
  filter: SearchFilterInput;
  onCreated: (group: CandidateGroup) => void;
  onClose: () => void;
};

/** Names a smart group made from a candidate list's current filter and creates it. */
export function SmartGroupDialog({ filter, onCreated, onClose }: SmartGroupDialogProps) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const queryClient = useQueryClient();
  // A smart group is a search, never a hand-made selection.
  const { ids: _ids, unselectedIds: _unselected, ...search } = filter;

  async function save(name: string) {
    const group = await callRoute(api, createGroup, { body: { name, filter: search } });
    await queryClient.invalidateQueries({ queryKey: groupsKey });
    onCreated(group);
  }

  return (
    <GroupNameDialog
      title={t('settings.groups.saveSmart')}
      initialName=""
      text={t('settings.groups.saveSmartText')}
      onSave={save}
      onClose={onClose}
    />
  );
}

export default SmartGroupDialog;
