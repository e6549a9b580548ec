import {
  errorAttributes,
  FilterFieldset,
  FilterInput,
  useFilterErrorId,
} from '../FilterFieldset/FilterFieldset.tsx';
import { parseNumberInput } from '../RangeFilter/parseNumber.ts';

export type DistanceValue = { postcode: string; miles: number | null };

export type DistanceFilterProps = {
  label: string;
  /** The UK postcode as typed; the caller checks it. */
  postcode: string;
  miles: number | null;
  onChange: (value: DistanceValue) => void;
  postcodeLabel: string;
  milesLabel: string;
  /** The postcode's error, e.g. 'Invalid post code' (spec §8); announced and read with the postcode. */
  error?: string;
  /** The largest radius offered. */
  maxMiles?: number;
  disabled?: boolean;
};

/** Candidates within so many miles of a UK postcode. */
export function DistanceFilter({
  label,
  postcode,
  miles,
  onChange,
  postcodeLabel,
  milesLabel,
  error,
  maxMiles,
  disabled,
}: DistanceFilterProps) {
  const errorId = useFilterErrorId();
  return (
    <FilterFieldset label={label} error={error} errorId={errorId}>
      <FilterInput
        label={postcodeLabel}
        wide
        type="text"
        value={postcode}
        // A place to search from, not the user's own address: no autofill, no spelling marks.
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={disabled}
        {...errorAttributes(errorId, error)}
        onChange={(event) => onChange({ postcode: event.target.value, miles })}
      />
      <FilterInput
        label={milesLabel}
        type="number"
        inputMode="numeric"
        min={0}
        max={maxMiles}
        step={1}
        value={miles ?? ''}
        disabled={disabled}
        onChange={(event) => onChange({ postcode, miles: parseNumberInput(event.target.value) })}
      />
    </FilterFieldset>
  );
}
