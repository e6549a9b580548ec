import { describe, expect, it } from 'vitest';
import { toChartData } from './chart-data.ts';
import { barNote, stackNote } from './chart-notes.ts';
import { adverseSection, reportTexts, snapshotSection } from './report-section.fixture.ts';

const stacked = { type: 'stacked' as const, columns: ['screening', 'interview'] };
const nameOf = (key: string) => key;

describe('chart notes', () => {
  it('names the hidden parts of a stacked bar by mark, groups under five apart from withheld figures', () => {
    const [, independent] = toChartData(snapshotSection, stacked);
    expect(independent?.values).toEqual({ screening: 0, interview: 0 });
    expect(stackNote(independent, stacked, reportTexts, nameOf)).toBe(
      'fewer than 5: screening; withheld: interview',
    );
  });

  it('writes only the mark when every part of the bar has it, and nothing when none is hidden', () => {
    const [state, , abroad] = toChartData(snapshotSection, stacked);
    expect(stackNote(abroad, stacked, reportTexts, nameOf)).toBe('fewer than 5');
    expect(stackNote(state, stacked, reportTexts, nameOf)).toBeNull();
  });

  it('notes a withheld rate as withheld and an adverse one in words', () => {
    const [, man, other] = toChartData(adverseSection, { type: 'bars', columns: ['interviewRate'] });
    expect(barNote(other, 'interviewRate', reportTexts)).toBe('withheld');
    expect(barNote(man, 'interviewRate', reportTexts)).toBe('▼ adverse impact');
  });
});
