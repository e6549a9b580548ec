import type { SearchFilterKey, SearchFilters } from '@shortlist/domain/schemas';
import type { FilterChip } from '@shortlist/ui';
import { FilterChips } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { describeFilter, filterDefinitions } from './describe-filter.ts';
import { filterName } from './filter-labels.ts';
import { isActiveValue, setFilter } from './filter-values.ts';
import { useOptionLabels } from './use-filter-options.ts';

/** The applied filters as removable chips above the table: 'Gender: Woman, Man', 'Graduation year: 2024–2026'. */
export function ActiveFilterChips({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}) {
  const { t } = useTranslation('manager');
  const active = (Object.keys(filters) as SearchFilterKey[]).filter((key) => isActiveValue(filters[key]));
  const labelOf = useOptionLabels(active.flatMap((key) => filterDefinitions.get(key) ?? []));
  if (active.length === 0) return null;
  const chips: FilterChip[] = active.map((key) => ({
    id: key,
    label: describeFilter(key, filters[key], {
      name: filterName(t, key),
      yes: t('filters.yes'),
      no: t('filters.no'),
      option: (item) => labelOf(key, item),
      distance: (miles, postcode) => t('filters.distance', { miles, postcode }),
    }),
  }));
  return (
    <FilterChips
      label={t('filters.chips')}
      chips={chips}
      onRemove={(id) => onChange(setFilter(filters, id as SearchFilterKey, null))}
      onClearAll={() => onChange({})}
      clearAllLabel={t('filters.clearAll')}
      removeLabel={(label) => t('filters.remove', { label })}
    />
  );
}
