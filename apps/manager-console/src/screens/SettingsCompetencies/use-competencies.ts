import { callRoute } from '@shortlist/api-client';
import type { Competency } from '@shortlist/domain/contract';
import {
  addCompetency,
  listCompetencies,
  reorderCompetencies,
  updateCompetency,
} from '@shortlist/domain/contract';
import type { CompetencyCreate } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationId } from '../../app/use-organization-id.ts';
import { toSaveFailure } from '../Settings/field-errors.ts';
import type { SaveOutcome } from '../Settings/SaveStatus.tsx';

export const competenciesKey = (orgId: number) => ['competencies', orgId] as const;

/** The organisation's competencies, read by any manager. */
export function useCompetencyList() {
  const api = useApi();
  const orgId = useOrganizationId();
  return useQuery({
    queryKey: competenciesKey(orgId ?? 0),
    enabled: typeof orgId === 'number',
    queryFn: ({ signal }) => callRoute(api, listCompetencies, { params: { orgId: orgId ?? 0 }, signal }),
  });
}

/**
 * What a manager admin does with the framework: add, edit, retire or use again, move up or down. Each says
 * what it did; a failed add or edit rejects, so the dialog shows the message at its field.
 */
export function useCompetencies() {
  const { t } = useTranslation('manager');
  const api = useApi();
  const orgId = useOrganizationId() ?? 0;
  const queryClient = useQueryClient();
  const list = useCompetencyList();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [changing, setChanging] = useState<number | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: competenciesKey(orgId) });
  const said = (message: string) => setOutcome({ kind: 'success', message, at: Date.now() });

  async function add(input: CompetencyCreate): Promise<Competency> {
    const competency = await callRoute(api, addCompetency, { params: { orgId }, body: input });
    await reload();
    said(t('settings.competencies.added', { name: competency.name }));
    return competency;
  }

  async function edit(competencyId: number, input: CompetencyCreate): Promise<Competency> {
    const competency = await callRoute(api, updateCompetency, {
      params: { orgId, competencyId },
      body: input,
    });
    await reload();
    said(t('settings.competencies.saved', { name: competency.name }));
    return competency;
  }

  /** A change from the table's buttons: a failure shows in the banner. */
  async function change(competency: Competency, work: () => Promise<unknown>, message: string) {
    setChanging(competency.id);
    try {
      await work();
      await reload();
      said(message);
    } catch (failure) {
      setOutcome({ kind: 'failure', message: toSaveFailure(failure).message, at: Date.now() });
    } finally {
      setChanging(null);
    }
  }

  const setRetired = (competency: Competency, retired: boolean) =>
    change(
      competency,
      () =>
        callRoute(api, updateCompetency, {
          params: { orgId, competencyId: competency.id },
          body: { retired },
        }),
      t(`settings.competencies.${retired ? 'retired' : 'restored'}`, { name: competency.name }),
    );

  const move = (competency: Competency, by: -1 | 1) => {
    const ids = (list.data ?? []).map((each) => each.id);
    const from = ids.indexOf(competency.id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return Promise.resolve();
    [ids[from], ids[to]] = [ids[to] ?? 0, ids[from] ?? 0];
    return change(
      competency,
      () => callRoute(api, reorderCompetencies, { params: { orgId }, body: { ids } }),
      t('settings.competencies.moved'),
    );
  };

  return { list, add, edit, setRetired, move, changing, outcome, clearOutcome: () => setOutcome(null) };
}
