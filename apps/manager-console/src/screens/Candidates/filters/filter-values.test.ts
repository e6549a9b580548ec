import { describe, expect, it } from 'vitest';
import { countActive, fromIsoDate, isActiveValue, setFilter, toIsoDate } from './filter-values.ts';

describe('filter values', () => {
  it('counts a value as active only when it narrows the search', () => {
    expect(isActiveValue([])).toBe(false);
    expect(isActiveValue({ min: null, max: null })).toBe(false);
    expect(isActiveValue({ min: 50, max: null })).toBe(true);
    expect(isActiveValue(false)).toBe(true);
    expect(isActiveValue(undefined)).toBe(false);
  });

  it('sets a filter, and removes it when emptied', () => {
    const withGroups = setFilter({}, 'groups', [3]);
    expect(withGroups).toEqual({ groups: [3] });
    expect(setFilter(withGroups, 'groups', [])).toEqual({});
    expect(countActive({ groups: [3], workPermit: true }, ['groups', 'workPermit', 'gender'])).toBe(2);
  });

  it('turns a date range into whole UTC days, the end day included', () => {
    expect(fromIsoDate('2026-03-01', { endOfDay: false })).toBe(1772323200);
    expect(fromIsoDate('2026-03-01', { endOfDay: true })).toBe(1772323200 + 86_399);
    expect(toIsoDate(1772323200 + 86_399)).toBe('2026-03-01');
    expect(fromIsoDate('', { endOfDay: false })).toBeNull();
  });
});
