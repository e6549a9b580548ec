import {
  errorAttributes,
  FilterFieldset,
  FilterInput,
  useFilterErrorId,
} from '../FilterFieldset/FilterFieldset.tsx';

export type DateRange = { from: string | null; to: string | null };

export type DateRangeFilterProps = {
  label: string;
  /** ISO date (yyyy-mm-dd) the range starts on, or null for an open start. */
  from: string | null;
  /** ISO date (yyyy-mm-dd) the range ends on, or null for an open end. */
  to: string | null;
  onChange: (range: DateRange) => void;
  fromLabel: string;
  toLabel: string;
  /** e.g. 'The end date is before the start date'; announced and read with both inputs. */
  error?: string;
  disabled?: boolean;
};

/** A date range filter on the browser's own date inputs; each picker stops at the other end. */
export function DateRangeFilter({
  label,
  from,
  to,
  onChange,
  fromLabel,
  toLabel,
  error,
  disabled,
}: DateRangeFilterProps) {
  const errorId = useFilterErrorId();
  const shared = { type: 'date', disabled, ...errorAttributes(errorId, error) } as const;
  return (
    <FilterFieldset label={label} error={error} errorId={errorId}>
      <FilterInput
        {...shared}
        label={fromLabel}
        value={from ?? ''}
        max={to ?? undefined}
        onChange={(event) => onChange({ from: event.target.value || null, to })}
      />
      <FilterInput
        {...shared}
        label={toLabel}
        value={to ?? ''}
        min={from ?? undefined}
        onChange={(event) => onChange({ from, to: event.target.value || null })}
      />
    </FilterFieldset>
  );
}
