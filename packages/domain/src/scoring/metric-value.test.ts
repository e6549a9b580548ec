import { describe, expect, it } from 'vitest';
import { readMetricValue, showMetricValue } from './metric-value.ts';

describe('readMetricValue', () => {
  it.each([
    [{ metricType: 'number' }, 0, 0],
    [{ metricType: 'number' }, 4.5, 4.5],
    [{ metricType: 'number' }, 5, 5],
    [{ metricType: 'number', max: 10 }, 10, 10],
    [{ metricType: 'percent' }, 100, 100],
  ] as const)('accepts %o scored %s', (metric, score, stored) => {
    expect(readMetricValue(metric, score)).toEqual({ ok: true, value: stored, text: null });
  });

  it.each([
    [{ metricType: 'number' }, -1, 'The score must be at least 0.'],
    [{ metricType: 'number' }, 5.5, 'The score must be at most 5.'],
    [{ metricType: 'number' }, 6, 'The score must be at most 5.'],
    [{ metricType: 'number', max: 10 }, 11, 'The score must be at most 10.'],
    [{ metricType: 'percent' }, 101, 'The score must be at most 100.'],
    [{ metricType: 'number', min: 2 }, 1, 'The score must be at least 2.'],
    [{ metricType: 'number' }, '3', 'Enter a number.'],
    [{ metricType: 'percent' }, true, 'Enter a number.'],
  ] as const)('refuses %o scored %j', (metric, score, message) => {
    expect(readMetricValue(metric, score)).toEqual({ ok: false, message });
  });

  it('stores yes and no as 1 and 0 and refuses anything else', () => {
    expect(readMetricValue({ metricType: 'yesno' }, true)).toEqual({ ok: true, value: 1, text: null });
    expect(readMetricValue({ metricType: 'yesno' }, false)).toEqual({ ok: true, value: 0, text: null });
    expect(readMetricValue({ metricType: 'yesno' }, 1)).toEqual({ ok: false, message: 'Choose yes or no.' });
  });

  it('keeps trimmed text and refuses blank text', () => {
    expect(readMetricValue({ metricType: 'text' }, ' Strong ')).toEqual({
      ok: true,
      value: null,
      text: 'Strong',
    });
    expect(readMetricValue({ metricType: 'text' }, '  ')).toEqual({ ok: false, message: 'Enter some text.' });
  });

  it('takes dates as whole seconds and refuses milliseconds', () => {
    expect(readMetricValue({ metricType: 'date' }, 1_700_000_000)).toEqual({
      ok: true,
      value: 1_700_000_000,
      text: null,
    });
    expect(readMetricValue({ metricType: 'date' }, 1_700_000_000_000)).toMatchObject({ ok: false });
  });

  it('reads null as clearing the score', () => {
    expect(readMetricValue({ metricType: 'number' }, null)).toEqual({ ok: true, value: null, text: null });
  });
});

describe('showMetricValue', () => {
  it('gives yes/no scores back as booleans, text as text and numbers as numbers', () => {
    expect(showMetricValue('yesno', { value: 1, text: null })).toBe(true);
    expect(showMetricValue('yesno', { value: 0, text: null })).toBe(false);
    expect(showMetricValue('text', { value: null, text: 'Strong' })).toBe('Strong');
    expect(showMetricValue('number', { value: 4, text: null })).toBe(4);
    expect(showMetricValue(null, { value: null, text: null })).toBeNull();
  });
});
