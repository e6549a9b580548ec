import { describe, expect, it } from 'vitest';
import { averageALevelPoints, readALevelGrades } from './a-level-points.ts';
import { contextualFlags } from './contextual-flags.ts';
import type { ContextualProfile } from './contextual-profile.ts';
import { schoolPercentile } from './school-outperformance.ts';
import type { SchoolPerformance } from './types.ts';

const aLevels = (...grades: string[]) =>
  grades.map((grade, index) => ({ qualificationType: 'A-level', subject: `Subject ${index}`, grade }));

const performances: Record<string, SchoolPerformance> = {
  'mossbourne-community-academy': { averagePoints: 32, spread: 8 },
  'eton-college': { averagePoints: 46, spread: 8 },
};
const lookup = (schoolValue: string) => performances[schoolValue] ?? null;

const outperformanceOf = (profile: ContextualProfile, schoolPerformance = lookup) =>
  contextualFlags(profile, schoolPerformance).find((flag) => flag.key === 'schoolOutperformance');

const atSchool = (schoolValue: string, qualifications: ReturnType<typeof aLevels>) => ({
  schools: [{ schoolValue, schoolName: 'The school', qualifications }],
});

describe('A-level points', () => {
  it('averages UCAS tariff points per A-level entry and skips other qualifications', () => {
    const grades = readALevelGrades([
      ...aLevels('A*', 'a', 'B'),
      { qualificationType: 'A level', subject: 'Art', grade: 'C' },
      { qualificationType: 'GCSE', subject: 'French', grade: '9' },
    ]);
    expect(grades).toEqual(['A*', 'A', 'B', 'C']);
    expect(averageALevelPoints(grades)).toBe((56 + 48 + 40 + 32) / 4);
    expect(averageALevelPoints([])).toBeNull();
  });
});

describe('schoolOutperformance', () => {
  it('puts A*AA at a school averaging CCC (32) with spread 8 in its top 5% or better', () => {
    const flag = outperformanceOf(atSchool('mossbourne-community-academy', aLevels('A*', 'A', 'A')));
    expect(flag?.on).toBe(true);
    expect(flag?.percentile).toBeGreaterThanOrEqual(95);
    expect(flag?.evidence).toEqual([
      { question: 'school', answer: 'The school' },
      { question: 'aLevelGrades', answer: 'A*, A, A' },
      { question: 'schoolAveragePoints', answer: 32 },
    ]);
  });

  it('is off, with the percentile, when the grades are near the school average', () => {
    const flag = outperformanceOf(atSchool('eton-college', aLevels('A', 'A', 'B')));
    expect(flag).toMatchObject({ on: false, percentile: 47 });
  });

  it('turns on from the 90th percentile and never claims more than 99', () => {
    expect(schoolPercentile(32 + 8 * 1.2816, { averagePoints: 32, spread: 8 })).toBe(90);
    expect(schoolPercentile(32 + 8 * 1.2, { averagePoints: 32, spread: 8 })).toBe(88);
    expect(schoolPercentile(32, { averagePoints: 32, spread: 8 })).toBe(50);
    expect(schoolPercentile(56, { averagePoints: 24, spread: 8 })).toBe(99);
  });

  it('is absent without performance data, a known school, or A-level grades', () => {
    const profile = atSchool('mossbourne-community-academy', aLevels('A*', 'A', 'A'));
    expect(contextualFlags(profile).some((flag) => flag.key === 'schoolOutperformance')).toBe(false);
    expect(outperformanceOf(atSchool('unknown-school', aLevels('A*')))).toBeUndefined();
    expect(outperformanceOf(atSchool('mossbourne-community-academy', []))).toBeUndefined();
    expect(
      outperformanceOf({ schools: [{ schoolName: 'No value', qualifications: aLevels('A') }] }),
    ).toBeUndefined();
  });

  it('uses the school entry that has performance data', () => {
    const flag = outperformanceOf({
      schools: [
        { schoolValue: 'unknown-school', qualifications: aLevels('E', 'E') },
        { schoolValue: 'mossbourne-community-academy', qualifications: aLevels('B', 'B', 'B') },
      ],
    });
    expect(flag).toMatchObject({ on: false, percentile: 84 });
    expect(flag?.evidence[0]).toEqual({ question: 'school', answer: 'mossbourne-community-academy' });
  });
});
