import { contextualFlagKeys } from '@shortlist/domain/contextual';
import type { SearchFilterKey } from '@shortlist/domain/schemas';
import type { TFunction } from 'i18next';

// A filter's name and its choices in words. Most are under manager:filters; the contextual flags filter
// (issue 13) is named in manager:recordPanels.list and its choices are the flags' own names (manager:contextual).

type ManagerT = TFunction<'manager'>;

const isContextualFlagKey = (value: string): value is (typeof contextualFlagKeys)[number] =>
  (contextualFlagKeys as readonly string[]).includes(value);

export function filterName(t: ManagerT, key: SearchFilterKey): string {
  if (key === 'contextualFlags') return t('recordPanels.list.flagsFilter');
  return t(`filters.labels.${key}` as 'filters.labels.gender', { defaultValue: key });
}

export function choiceLabel(t: ManagerT, key: SearchFilterKey, option: string): string {
  if (key === 'contextualFlags' && isContextualFlagKey(option)) return t(`contextual.flags.${option}`);
  return t(`filters.choices.${option}` as 'filters.choices.ACTIVE', { defaultValue: option });
}
