import { callRoute } from '@shortlist/api-client';
import { fetchOrganizationReferenceData, listGroups } from '@shortlist/domain/contract';
import type { SearchFilterKey } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import type { FilterOption } from '@shortlist/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOrganizationId, useStages } from '../use-list-data.ts';
import type { FilterDefinition } from './filter-catalogue.ts';
import { choiceLabel } from './filter-labels.ts';

// The options of a pick-list filter: the organisation's reference data, its groups, its stages, or a closed list.

export function useFilterOptions(
  definition: FilterDefinition,
  enabled = true,
): { options: FilterOption[]; loading: boolean } {
  const { t } = useTranslation('manager');
  const api = useApi();
  const orgId = useOrganizationId();
  const reference = useQuery({
    queryKey: ['reference-data', orgId, definition.kind === 'reference' ? definition.type : null],
    enabled: enabled && definition.kind === 'reference' && orgId !== null,
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) =>
      callRoute(api, fetchOrganizationReferenceData, {
        params: { id: orgId ?? 0, type: definition.kind === 'reference' ? definition.type : 'GENDER' },
        signal,
      }),
  });
  const groups = useQuery({
    queryKey: ['groups'],
    enabled: enabled && definition.kind === 'groups',
    queryFn: ({ signal }) => callRoute(api, listGroups, { signal }),
  });
  // Only the rejected-at-stage filter lists stages; the other controls must not each ask for them.
  const stages = useStages(null, { enabled: enabled && definition.kind === 'stage' });

  switch (definition.kind) {
    case 'reference':
      return {
        options: (reference.data ?? []).map((item) => ({
          value: String(item.id),
          label: item.label || item.value,
        })),
        loading: reference.isFetching,
      };
    case 'groups':
      return {
        options: (groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name })),
        loading: groups.isFetching,
      };
    case 'stage':
      return {
        options: (stages.data ?? []).map((stage) => ({
          value: String(stage.id),
          label: t(`stages.${stage.id}` as 'stages.1', { defaultValue: stage.name ?? '' }),
        })),
        loading: stages.isFetching,
      };
    case 'choice':
      return {
        options: definition.options.map((option) => ({
          value: option,
          label: choiceLabel(t, definition.key, option),
        })),
        loading: false,
      };
    default:
      return { options: [], loading: false };
  }
}

/** Names of chosen ids for the chips: the reference lists, groups and stages the active filters use. */
export function useOptionLabels(
  definitions: readonly FilterDefinition[],
): (key: SearchFilterKey, value: unknown) => string {
  const { t } = useTranslation('manager');
  const api = useApi();
  const orgId = useOrganizationId();
  const types = [
    ...new Set(
      definitions.flatMap((definition) => (definition.kind === 'reference' ? [definition.type] : [])),
    ),
  ];
  const lists = useQueries({
    queries: types.map((type) => ({
      queryKey: ['reference-data', orgId, type],
      enabled: orgId !== null,
      staleTime: 10 * 60_000,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callRoute(api, fetchOrganizationReferenceData, { params: { id: orgId ?? 0, type }, signal }),
    })),
  });
  const groups = useQuery({
    queryKey: ['groups'],
    enabled: definitions.some((definition) => definition.kind === 'groups'),
    queryFn: ({ signal }) => callRoute(api, listGroups, { signal }),
  });
  const byKey = new Map(definitions.map((definition) => [definition.key, definition]));
  return (key, value) => {
    const definition = byKey.get(key);
    const text = String(value);
    if (!definition) return text;
    switch (definition.kind) {
      case 'reference': {
        const list = lists[types.indexOf(definition.type)]?.data ?? [];
        const item = list.find((candidate) => String(candidate.id) === text);
        return item ? item.label || item.value : text;
      }
      case 'groups':
        return groups.data?.find((group) => String(group.id) === text)?.name ?? text;
      case 'stage':
        return t(`stages.${text}` as 'stages.1', { defaultValue: text });
      case 'choice':
        return choiceLabel(t, key, text);
      default:
        return text;
    }
  };
}
