import { isValidUkPostcode } from '@shortlist/domain/validation';
import { DateRangeFilter, DistanceFilter, MultiSelectFilter, RangeFilter } from '@shortlist/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './CandidateFilters.css.ts';
import type { FilterDefinition } from './filter-catalogue.ts';
import { filterName } from './filter-labels.ts';
import { fromIsoDate, toIsoDate } from './filter-values.ts';
import { useFilterOptions } from './use-filter-options.ts';

type Range = { min?: number | null; max?: number | null };
type Dates = { from?: number | null; to?: number | null };
type Distance = { postcode?: string; miles?: number | null };

/** One filter of the panel, drawn with the control its values need. */
export function FilterControl({
  definition,
  value,
  onChange,
}: {
  definition: FilterDefinition;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation('manager');
  const id = useId();
  const label = filterName(t, definition.key);
  const { options, loading } = useFilterOptions(definition);

  switch (definition.kind) {
    case 'reference':
    case 'groups':
    case 'stage':
    case 'choice': {
      const numeric = definition.kind !== 'choice';
      const chosen =
        definition.kind === 'stage'
          ? value == null
            ? []
            : [value]
          : ((value as unknown[] | undefined) ?? []);
      return (
        <MultiSelectFilter
          label={label}
          options={options}
          selected={chosen.map(String)}
          onChange={(selected) => {
            const values = numeric ? selected.map(Number) : selected;
            // Rejected-at-stage names one stage: the last one chosen wins.
            onChange(definition.kind === 'stage' ? (values.at(-1) ?? null) : values);
          }}
          loading={loading}
          loadingText={t('filters.loading')}
          noMatchesText={t('filters.noMatches')}
          removeLabel={(optionLabel) => t('filters.remove', { label: optionLabel })}
        />
      );
    }
    case 'words': {
      const words = (value as string[] | undefined) ?? [];
      return (
        <div className={styles.words}>
          <label htmlFor={id} className={styles.wordsLabel}>
            {label}
          </label>
          <input
            id={id}
            className={styles.input}
            defaultValue={words.join(', ')}
            aria-describedby={`${id}-hint`}
            onChange={(event) =>
              onChange(
                event.target.value
                  .split(',')
                  .map((word) => word.trim())
                  .filter(Boolean),
              )
            }
          />
          <span id={`${id}-hint`} className={styles.hint}>
            {t('filters.wordsHint')}
          </span>
        </div>
      );
    }
    case 'range': {
      const range = (value as Range | undefined) ?? {};
      const min = range.min ?? null;
      const max = range.max ?? null;
      return (
        <RangeFilter
          label={label}
          min={min}
          max={max}
          bounds={{
            ...(definition.min === undefined ? {} : { min: definition.min }),
            ...(definition.max === undefined ? {} : { max: definition.max }),
          }}
          {...(definition.step === undefined ? {} : { step: definition.step })}
          onChange={onChange}
          minLabel={t('filters.min')}
          maxLabel={t('filters.max')}
          {...(min !== null && max !== null && max < min ? { error: t('filters.rangeOrder') } : {})}
        />
      );
    }
    case 'dates': {
      const dates = (value as Dates | undefined) ?? {};
      const from = dates.from ?? null;
      const to = dates.to ?? null;
      return (
        <DateRangeFilter
          label={label}
          from={toIsoDate(from)}
          to={toIsoDate(to)}
          onChange={(range) =>
            onChange({
              from: fromIsoDate(range.from, { endOfDay: false }),
              to: fromIsoDate(range.to, { endOfDay: true }),
            })
          }
          fromLabel={t('filters.from')}
          toLabel={t('filters.to')}
          {...(from !== null && to !== null && to < from ? { error: t('filters.dateOrder') } : {})}
        />
      );
    }
    case 'distance': {
      const distance = (value as Distance | undefined) ?? {};
      const postcode = distance.postcode ?? '';
      return (
        <DistanceFilter
          label={label}
          postcode={postcode}
          miles={distance.miles ?? null}
          onChange={(next) =>
            onChange(
              next.postcode.trim() === '' ? null : { postcode: next.postcode, miles: next.miles ?? 10 },
            )
          }
          postcodeLabel={t('filters.postcode')}
          milesLabel={t('filters.miles')}
          maxMiles={500}
          {...(postcode.trim() !== '' && !isValidUkPostcode(postcode)
            ? { error: t('filters.invalidPostcode') }
            : {})}
        />
      );
    }
    case 'yesNo': {
      const chosen = value === true ? 'yes' : value === false ? 'no' : 'any';
      return (
        <div className={styles.words}>
          <label htmlFor={id} className={styles.wordsLabel}>
            {label}
          </label>
          <select
            id={id}
            className={styles.input}
            value={chosen}
            onChange={(event) => onChange(event.target.value === 'any' ? null : event.target.value === 'yes')}
          >
            <option value="any">{t('filters.any')}</option>
            <option value="yes">{t('filters.yes')}</option>
            <option value="no">{t('filters.no')}</option>
          </select>
        </div>
      );
    }
  }
}
