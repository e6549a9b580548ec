import { callRoute } from '@shortlist/api-client';
import type { RejectionReason } from '@shortlist/domain/contract';
import { addRejectionReason, listRejectionReasons, updateRejectionReason } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationId } from '../../app/use-organization-id.ts';
import { toSaveFailure } from '../Settings/field-errors.ts';
import type { SaveOutcome } from '../Settings/SaveStatus.tsx';

export const rejectionReasonsKey = (orgId: number) => ['rejection-reasons', orgId] as const;

/**
 * The organisation's rejection reasons and what a manager admin does with them: add, rename, retire, offer
 * again. Each says what it did; a failed add or rename rejects, so its dialog shows the message at the field.
 */
export function useRejectionReasons() {
  const { t } = useTranslation('manager');
  const api = useApi();
  const orgId = useOrganizationId();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [changing, setChanging] = useState<string | null>(null);
  const key = rejectionReasonsKey(orgId ?? 0);
  const reasons = useQuery({
    queryKey: key,
    enabled: typeof orgId === 'number',
    queryFn: ({ signal }) => callRoute(api, listRejectionReasons, { params: { orgId: orgId ?? 0 }, signal }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  const said = (message: string) => setOutcome({ kind: 'success', message, at: Date.now() });

  async function add(name: string): Promise<RejectionReason> {
    const reason = await callRoute(api, addRejectionReason, {
      params: { orgId: orgId ?? 0 },
      body: { name },
    });
    await reload();
    said(t('settings.rejectionReasons.added', { name: reason.name }));
    return reason;
  }

  async function rename(reasonId: string, name: string): Promise<RejectionReason> {
    const reason = await callRoute(api, updateRejectionReason, {
      params: { orgId: orgId ?? 0, reasonId },
      body: { name },
    });
    await reload();
    said(t('settings.rejectionReasons.renamed', { name: reason.name }));
    return reason;
  }

  /** Retires a reason, or offers a retired one again; a failure shows in the banner. */
  async function setRetired(reason: RejectionReason, retired: boolean): Promise<void> {
    setChanging(reason.id);
    try {
      await callRoute(api, updateRejectionReason, {
        params: { orgId: orgId ?? 0, reasonId: reason.id },
        body: { retired },
      });
      await reload();
      said(t(`settings.rejectionReasons.${retired ? 'retired' : 'restored'}`, { name: reason.name }));
    } catch (failure) {
      setOutcome({ kind: 'failure', message: toSaveFailure(failure).message, at: Date.now() });
    } finally {
      setChanging(null);
    }
  }

  return { reasons, add, rename, setRetired, changing, outcome, clearOutcome: () => setOutcome(null) };
}
