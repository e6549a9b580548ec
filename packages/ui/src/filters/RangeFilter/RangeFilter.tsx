import {
  errorAttributes,
  FilterFieldset,
  FilterInput,
  useFilterErrorId,
} from '../FilterFieldset/FilterFieldset.tsx';
import { parseNumberInput } from './parseNumber.ts';

export type NumberRange = { min: number | null; max: number | null };

export type RangeFilterProps = {
  label: string;
  /** The lower end chosen, or null for none. */
  min: number | null;
  /** The upper end chosen, or null for none. */
  max: number | null;
  onChange: (range: NumberRange) => void;
  /** The lowest and highest values either input accepts. */
  bounds?: { min?: number; max?: number };
  step?: number;
  minLabel: string;
  maxLabel: string;
  /** e.g. 'The maximum is below the minimum'; announced and read with both inputs. */
  error?: string;
  disabled?: boolean;
};

/** A numeric range filter: a minimum and a maximum input, either left empty for an open end. */
export function RangeFilter({
  label,
  min,
  max,
  onChange,
  bounds,
  step,
  minLabel,
  maxLabel,
  error,
  disabled,
}: RangeFilterProps) {
  const errorId = useFilterErrorId();
  const shared = {
    type: 'number',
    inputMode: 'decimal',
    min: bounds?.min,
    max: bounds?.max,
    step,
    disabled,
    ...errorAttributes(errorId, error),
  } as const;
  return (
    <FilterFieldset label={label} error={error} errorId={errorId}>
      <FilterInput
        {...shared}
        label={minLabel}
        value={min ?? ''}
        onChange={(event) => onChange({ min: parseNumberInput(event.target.value), max })}
      />
      <FilterInput
        {...shared}
        label={maxLabel}
        value={max ?? ''}
        onChange={(event) => onChange({ min, max: parseNumberInput(event.target.value) })}
      />
    </FilterFieldset>
  );
}
