import type { SearchFilters } from '@shortlist/domain/schemas';
import { FilterGroup, FilterPanel } from '@shortlist/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './CandidateFilters.css.ts';
import { FilterControl } from './FilterControl.tsx';
import { filterFamilies, offeredFamilies } from './filter-catalogue.ts';
import { countActive, setFilter } from './filter-values.ts';

export type CandidateFiltersProps = {
  /** The filters the list applies now (from the address). */
  applied: SearchFilters;
  onApply: (filters: SearchFilters) => void;
  /** Manager admins (and the provider) may filter by special-category data; each use is audited. */
  canUseSpecialCategory: boolean;
};

/** The filter panel: families of filters, edited as a draft and applied together (Enter or the button). */
export function CandidateFilters({ applied, onApply, canUseSpecialCategory }: CandidateFiltersProps) {
  const { t } = useTranslation('manager');
  const [draft, setDraft] = useState<SearchFilters>(applied);
  // A new address (a chip removed, a saved search opened) replaces the draft.
  useEffect(() => setDraft(applied), [applied]);
  const families = offeredFamilies(canUseSpecialCategory);
  const total = countActive(applied, Object.keys(applied) as (keyof SearchFilters)[]);

  return (
    <FilterPanel
      title={t('filters.title')}
      summary={total > 0 ? t('filters.activeCount', { count: total }) : ''}
      applyLabel={t('filters.apply')}
      clearLabel={t('filters.clear')}
      onApply={() => onApply(draft)}
      onClear={() => onApply({})}
    >
      {families.map((family, index) => {
        const definitions = filterFamilies[family];
        const active = countActive(
          draft,
          definitions.map((definition) => definition.key),
        );
        return (
          <FilterGroup
            key={family}
            title={t(`filters.families.${family}`)}
            activeCount={active}
            activeCountLabel={(count) => t('filters.groupActive', { count })}
            defaultOpen={index === 0 || active > 0}
          >
            {family === 'diversity' ? (
              <p className={styles.note}>{t('filters.specialCategoryNote')}</p>
            ) : null}
            <div className={styles.controls}>
              {definitions.map((definition) => (
                <FilterControl
                  key={definition.key}
                  definition={definition}
                  value={draft[definition.key]}
                  onChange={(value) => setDraft((current) => setFilter(current, definition.key, value))}
                />
              ))}
            </div>
          </FilterGroup>
        );
      })}
    </FilterPanel>
  );
}
