import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, readDraftValue } from './score-draft.ts';
import { toScoreMetrics } from './score-metrics.ts';

const [number, percent, yesno, text, date] = toScoreMetrics([
  { key: 'n', label: 'N', metricType: 'number', max: 10 },
  { key: 'p', label: 'P', metricType: 'percent' },
  { key: 'y', label: 'Y', metricType: 'yesno' },
  { key: 't', label: 'T', metricType: 'text' },
  { key: 'd', label: 'D', metricType: 'date' },
]);
if (!number || !percent || !yesno || !text || !date) throw new Error('metrics missing');

describe('readDraftValue', () => {
  it('reads numbers within the bounds, a decimal comma too, and blank as a cleared score', () => {
    expect(readDraftValue(number, '7.5')).toEqual({ ok: true, value: 7.5 });
    expect(readDraftValue(number, '7,5')).toEqual({ ok: true, value: 7.5 });
    expect(readDraftValue(percent, ' ')).toEqual({ ok: true, value: null });
  });

  it('says why a number is refused, with the bound it broke', () => {
    expect(readDraftValue(number, '11')).toEqual({ ok: false, problem: { kind: 'aboveMax', max: 10 } });
    expect(readDraftValue(percent, '-1')).toEqual({ ok: false, problem: { kind: 'belowMin', min: 0 } });
    expect(readDraftValue(number, 'seven')).toEqual({ ok: false, problem: { kind: 'number' } });
  });

  it('reads yes/no as true/false, text trimmed, and a day as seconds at midnight UTC', () => {
    expect(readDraftValue(yesno, 'no')).toEqual({ ok: true, value: false });
    expect(readDraftValue(text, '  Good  ')).toEqual({ ok: true, value: 'Good' });
    expect(readDraftValue(date, '2026-11-20')).toEqual({ ok: true, value: Date.UTC(2026, 10, 20) / 1000 });
    expect(readDraftValue(date, '20/11/2026')).toEqual({ ok: false, problem: { kind: 'date' } });
  });
});

describe('draftOf and checkDraft', () => {
  const metrics = [number, yesno, date];
  const saved = draftOf(
    metrics,
    [
      {
        stage: { id: 3 },
        key: 'n',
        label: 'N',
        metricType: 'number',
        value: 4,
        scorerUserId: 1,
        scorerName: 'Priya Shah',
        updatedAt: '',
      },
      {
        stage: { id: 3 },
        key: 'y',
        label: 'Y',
        metricType: 'yesno',
        value: true,
        scorerUserId: 1,
        scorerName: 'Priya Shah',
        updatedAt: '',
      },
      {
        stage: { id: 1 },
        key: 'n',
        label: 'N',
        metricType: 'number',
        value: 9,
        scorerUserId: 1,
        scorerName: 'Priya Shah',
        updatedAt: '',
      },
    ],
    3,
  );

  it('drafts a stage’s saved scores, empty where a metric is not scored', () => {
    expect(saved).toEqual({ n: '4', y: 'yes', d: '' });
  });

  it('sends only what changed; clearing a score sends null', () => {
    expect(checkDraft(metrics, { n: '4', y: '', d: '2026-01-02' }, saved)).toEqual({
      ok: true,
      entries: [
        { key: 'y', value: null },
        { key: 'd', value: Date.UTC(2026, 0, 2) / 1000 },
      ],
    });
  });

  it('refuses the whole draft when any value is refused', () => {
    expect(checkDraft(metrics, { n: '12', y: 'no', d: '' }, saved)).toEqual({
      ok: false,
      problems: { n: { kind: 'aboveMax', max: 10 } },
    });
  });
});
