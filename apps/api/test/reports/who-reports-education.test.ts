import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverseOf, figuresOf, readReport, S, sectionOf, W } from '../support/report-reading.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { addWhoWorld } from '../support/who-reports-world.ts';

// UNIVERSITY and CONTEXTUAL over the hand-built Ashgrove world (support/who-reports-world.ts: blocks B1-B7).
// 'S' is a group of 1-4 (fewer than the minimum); 'W' a figure withheld so that such a group cannot be
// worked out from its total (the smallest other part, or the whole), or a rate of a hidden figure.

let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, 'admin@shortlist.test');
  ({ manager } = await addWhoWorld(t, admin));
});
afterAll(() => t.close());

const allCandidates = [S, 5, S, 11, 7, 30];
const allReached = [30, 24, 0.8, 19, 0.7917, 11, 0.5789];

describe('UNIVERSITY', () => {
  it('SNAPSHOT: by university group, university and degree class, rows that overlap', async () => {
    const reply = await readReport(manager, 'UNIVERSITY');
    const groups = sectionOf(reply, 'universityGroup');
    // Oxford (B2 4 interview, B4 5 offer) is in both groups; Leeds (B1 6 offer, B5 4 and B7 3 rejected) in the
    // Russell Group; Kent (B3 5 screening) in none; B6's 3 named no university. The rows overlap, so only a
    // row's own parts are withheld: the Russell Group's 7 rejected, Oxbridge's 5 hired.
    expect(groups.rows.map((row) => [row.key, row.label])).toEqual([
      ['RUSSELL_GROUP', 'Russell Group'],
      ['OXBRIDGE', 'Oxbridge'],
      ['other', 'Other universities'],
      ['not-given', 'Not given'],
    ]);
    expect(figuresOf(groups)).toEqual({
      RUSSELL_GROUP: [0, 0, S, 11, W, 22],
      OXBRIDGE: [0, 0, S, W, 0, 9],
      other: [0, 5, 0, 0, 0, 5],
      'not-given': [S, 0, 0, 0, 0, S],
      total: allCandidates,
    });
    expect(groups.rowsAddUp).toBe(false);
    expect(figuresOf(sectionOf(reply, 'university'))).toEqual({
      'university-of-kent': [0, 5, 0, 0, 0, 5],
      'university-of-leeds': [0, 0, 0, 6, 7, 13],
      'university-of-oxford': [0, 0, S, W, 0, 9],
      'not-given': [S, 0, 0, 0, 0, S],
      total: allCandidates,
    });
    expect(sectionOf(reply, 'university').rows[0]?.label).toBe('University of Kent');
    expect(figuresOf(sectionOf(reply, 'degreeClass'))).toEqual({
      // Firsts: B1 6 and B4 5 hired (11, withheld), B7 3 rejected; upper seconds: B3 5, B2 4, B5 4.
      first: [0, 0, 0, W, S, 14],
      'upper-second': [0, 5, S, 0, S, 13],
      'not-given': [S, 0, 0, 0, 0, S],
      total: allCandidates,
    });
  });

  it('ADVERSE: pass rates per university group', async () => {
    const section = sectionOf(
      await readReport(manager, 'UNIVERSITY', { type: 'ADVERSE' }),
      'universityGroupProgression',
    );
    expect(figuresOf(section)).toEqual({
      RUSSELL_GROUP: [22, 19, 0.8636, 19, 1, 11, 0.5789],
      OXBRIDGE: [9, 9, 1, 9, 1, 5, 0.5556],
      other: [5, 5, 1, 0, 0, 0, null],
      'not-given': [S, 0, W, 0, null, 0, null],
      total: allReached,
    });
    expect(adverseOf(section)).toEqual({
      RUSSELL_GROUP: [],
      OXBRIDGE: [],
      other: ['interviewRate'],
      'not-given': [],
    });
  });

  it('counts the Group of Eight for an Australian organisation', async () => {
    const oz = await addWhoWorld(t, admin, 'OZ');
    const groups = sectionOf(await readReport(oz.manager, 'UNIVERSITY'), 'universityGroup');
    // Leeds's 13 went to Melbourne here; Oxford (9) and Kent (5) are in no Australian group.
    expect(groups.rows.map((row) => [row.key, row.label, row.cells.total])).toEqual([
      ['GO8', 'Group of Eight (Go8)', 13],
      ['other', 'Other universities', 14],
      ['not-given', 'Not given', S],
    ]);
  });
});

describe('CONTEXTUAL', () => {
  it('SNAPSHOT: people with each flag, their share and how many are hired', async () => {
    const section = sectionOf(await readReport(manager, 'CONTEXTUAL'), 'contextualFlags');
    expect(section.columns).toEqual([
      { key: 'candidates', unit: 'people' },
      { key: 'share', unit: 'share', basedOn: ['candidates'] },
      { key: 'hired', unit: 'people' },
    ]);
    // First generation B1 6 + B3 5; free school meals B1 6 + B5 4; state school B1, B3, B5, B6 (18);
    // lower background L2 (B1) and L3 (B5); recent graduates B1 (2023). B1 is hired.
    expect(figuresOf(section)).toEqual({
      firstGeneration: [11, 0.3667, 6],
      freeSchoolMeals: [10, 0.3333, 6],
      stateSchool: [18, 0.6, 6],
      bursary: [0, 0, 0],
      lowerSocioEconomic: [10, 0.3333, 6],
      recentGraduate: [6, 0.2, 6],
      careExperience: [0, 0, 0],
      refugee: [0, 0, 0],
      schoolOutperformance: [0, 0, 0],
      total: [30, 1, 11],
    });
    expect(section.rows[0]?.label).toBe('First generation at university');
    expect(section.chart).toEqual({ type: 'bars', columns: ['share'] });
  });

  it('ADVERSE: one section per flag, with it against without it', async () => {
    const reply = await readReport(manager, 'CONTEXTUAL', { type: 'ADVERSE' });
    expect(reply.sections.map((section) => section.key)).toContain('freeSchoolMealsProgression');
    const firstGeneration = sectionOf(reply, 'firstGenerationProgression');
    // With: B1 6 hired, B3 5 stopped at screening. Without: B2 4, B4 5, B5 4 reached interview, B6 and B7 did not.
    expect(figuresOf(firstGeneration)).toEqual({
      with: [11, 11, 1, 6, 0.5455, 6, 1],
      without: [19, 13, 0.6842, 13, 1, 5, 0.3846],
      total: allReached,
    });
    expect(adverseOf(firstGeneration)).toEqual({
      with: ['interviewRate'],
      without: ['screeningRate', 'offerRate'],
    });
    expect(firstGeneration.rows.map((row) => row.label)).toEqual(['With the flag', 'Without the flag']);
  });

  it('INTERSECTIONAL: each flag by gender', async () => {
    const section = sectionOf(
      await readReport(manager, 'CONTEXTUAL', { type: 'INTERSECTIONAL' }),
      'contextualFlagsByGender',
    );
    expect(section.columns.map((column) => column.key)).toEqual(['man', 'non-binary', 'woman', 'total']);
    expect(section.rowsAddUp).toBe(false);
    const figures = figuresOf(section);
    // Free school meals: 6 women (B1), 4 men (B5): the men hidden, and the women withheld with them.
    expect(figures.freeSchoolMeals).toEqual([S, 0, W, 10]);
    expect(figures.firstGeneration).toEqual([0, 0, 11, 11]);
    expect(figures.stateSchool).toEqual([7, 0, 11, 18]);
    expect(figures.bursary).toEqual([0, 0, 0, 0]);
    // Everyone: 12 men, 3 non-binary (hidden), 15 women; the men withheld as the complement.
    expect(figures.total).toEqual([W, S, 15, 30]);
  });
});
