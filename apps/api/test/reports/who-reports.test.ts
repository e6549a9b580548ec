import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverseOf, figuresOf, readReport, S, sectionOf, W } from '../support/report-reading.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { addWhoWorld } from '../support/who-reports-world.ts';

// DIVERSITY and SCHOOL over the hand-built Ashgrove world (support/who-reports-world.ts: blocks B1-B7).
// Every figure below is worked out by hand from the blocks; 'S' is a group of 1-4, shown as fewer than the
// minimum; 'W' a figure withheld so that such a group cannot be worked out (a complement, or a rate of it).

let t: TestApp;
let manager: SignedIn;
let organizationId: number;
beforeAll(async () => {
  t = await startTestApp();
  ({ manager, organizationId } = await addWhoWorld(t, await signIn(t.app, 'admin@shortlist.test')));
});
afterAll(() => t.close());

describe('DIVERSITY', () => {
  it('SNAPSHOT: people per stage group by gender and ethnicity, a group of 3 hidden with its complement', async () => {
    const reply = await readReport(manager, 'DIVERSITY');
    expect(reply).toMatchObject({
      kind: 'DIVERSITY',
      type: 'SNAPSHOT',
      organizationId,
      total: 30,
      minimumGroupSize: 5,
    });
    const gender = sectionOf(reply, 'gender');
    expect(gender.columns.map((column) => column.key)).toEqual([
      'applied',
      'screening',
      'interview',
      'offer',
      'none',
      'total',
    ]);
    expect(gender.rows.map((row) => [row.key, row.label])).toEqual([
      ['man', 'Man'],
      ['non-binary', 'Non-binary'],
      ['woman', 'Woman'],
    ]);
    // Men 12 = B4 5 offer + B5 4 rejected + B6 3 applied; non-binary 3 (B7, rejected); women 15 = B1 6 offer,
    // B2 4 interview, B3 5 screening. The non-binary 3 go, and with them the men's total (12), the
    // smallest figure from which 30 - 15 would give them back; the women's 4 at interview, and with it their
    // 5 at screening, then the column's 5 at screening (no other row has one to withhold).
    expect(figuresOf(gender)).toEqual({
      man: [S, 0, 0, 5, S, W],
      'non-binary': [0, 0, 0, 0, S, S],
      woman: [0, W, S, 6, 0, 15],
      total: [S, W, S, 11, 7, 30],
    });
    expect(gender.rowsAddUp).toBe(true);
    expect(gender.chart).toEqual({
      type: 'stacked',
      columns: ['applied', 'screening', 'interview', 'offer', 'none'],
    });
    expect(figuresOf(sectionOf(reply, 'ethnicity'))).toEqual({
      'asian-indian': [0, W, 0, 0, S, 9],
      'white-british': [S, 0, S, 11, S, 21],
      total: [S, W, S, 11, 7, 30],
    });
    expect(sectionOf(reply, 'ethnicity').rows[0]?.label).toBe('Indian');
  });

  it('ADVERSE: pass rates per stage, flagged under four fifths of the best group', async () => {
    const reply = await readReport(manager, 'DIVERSITY', { type: 'ADVERSE' });
    const gender = sectionOf(reply, 'genderProgression');
    expect(gender.columns.map((column) => column.key)).toEqual([
      'applied',
      'reachedScreening',
      'screeningRate',
      'reachedInterview',
      'interviewRate',
      'reachedOffer',
      'offerRate',
    ]);
    // Women reach interview 10 of 15 (B3 stopped at screening) against men's 9 of 9: 0.6667 < 0.8. The
    // non-binary 3 who applied hide the men's 12 who did (the column adds up to 30), and both rates of it.
    expect(figuresOf(gender)).toEqual({
      man: [W, 9, W, 9, 1, 5, 0.5556],
      'non-binary': [S, 0, W, 0, null, 0, null],
      woman: [15, 15, 1, 10, 0.6667, 6, 0.6],
      total: [30, 24, 0.8, 19, 0.7917, 11, 0.5789],
    });
    expect(adverseOf(gender)).toEqual({ man: [], 'non-binary': [], woman: ['interviewRate'] });
    expect(gender.chart).toEqual({ type: 'bars', columns: ['screeningRate', 'interviewRate', 'offerRate'] });
    const ethnicity = sectionOf(reply, 'ethnicityProgression');
    expect(figuresOf(ethnicity)).toEqual({
      'asian-indian': [9, 9, 1, S, W, 0, W],
      'white-british': [21, 15, 0.7143, W, W, 11, W],
      total: [30, 24, 0.8, 19, 0.7917, 11, 0.5789],
    });
    expect(adverseOf(ethnicity)).toEqual({ 'asian-indian': [], 'white-british': ['screeningRate'] });
  });

  it('INTERSECTIONAL: gender by ethnicity and by socio-economic background, hidden both ways', async () => {
    const reply = await readReport(manager, 'DIVERSITY', { type: 'INTERSECTIONAL' });
    const byEthnicity = sectionOf(reply, 'genderByEthnicity');
    expect(byEthnicity.columns).toEqual([
      { key: 'asian-indian', label: 'Indian', unit: 'people', partOf: 'total' },
      {
        key: 'white-british',
        label: 'English, Welsh, Scottish, Northern Irish or British',
        unit: 'people',
        partOf: 'total',
      },
      { key: 'total', unit: 'people' },
    ]);
    // Men: 4 Indian (B5) and 8 white British; women: 5 Indian (B3) and 10 white British; non-binary: 3.
    // Only the 4 and the 3s are small; the rest hidden is withheld so they cannot be worked out.
    expect(figuresOf(byEthnicity)).toEqual({
      man: [S, W, W],
      'non-binary': [0, S, S],
      woman: [W, W, 15],
      total: [9, 21, 30],
    });
    expect(byEthnicity.rowsAddUp).toBe(true);
    expect(byEthnicity.chart).toEqual({ type: 'stacked', columns: ['asian-indian', 'white-british'] });
    const byBackground = sectionOf(reply, 'genderBySocioEconomicBackground');
    expect(byBackground.columns.map((column) => [column.key, column.label])).toEqual([
      ['professional', 'Professional background'],
      ['intermediate', 'Intermediate background'],
      ['lower', 'Lower socio-economic background'],
      ['not-given', 'Not given'],
      ['total', undefined],
    ]);
    // P1/P2 professional (B2 4 women, B4 5 men), I1 intermediate (B3 5 women), L2/L3 lower (B1 6 women,
    // B5 4 men); no answer (B6 3 men) and X2 (B7 3 non-binary) not given. Small: the women's 4 professional,
    // the men's 4 lower and 3 not given, the non-binary 3; withheld: the 5s, 6 and 12 that would give them back.
    expect(figuresOf(byBackground)).toEqual({
      man: [W, 0, S, S, W],
      'non-binary': [0, 0, 0, S, S],
      woman: [S, W, W, 0, 15],
      total: [9, W, 10, W, 30],
    });
  });
});

describe('SCHOOL', () => {
  it('SNAPSHOT and ADVERSE by school type', async () => {
    const snapshot = sectionOf(await readReport(manager, 'SCHOOL'), 'schoolType');
    // Independent 12 = B2 4 interview, B4 5 offer, B7 3 rejected; state 18 = B1 6 offer, B3 5 screening,
    // B5 4 rejected, B6 3 applied.
    expect(figuresOf(snapshot)).toEqual({
      independent: [0, 0, S, 5, S, 12],
      'state-non-selective': [S, 5, 0, 6, S, 18],
      total: [S, 5, S, 11, 7, 30],
    });
    expect(snapshot.rows.map((row) => row.label)).toEqual(['Independent fee-paying', 'State non-selective']);
    const adverse = sectionOf(
      await readReport(manager, 'SCHOOL', { type: 'ADVERSE' }),
      'schoolTypeProgression',
    );
    expect(figuresOf(adverse)).toEqual({
      independent: [12, 9, 0.75, 9, 1, 5, 0.5556],
      'state-non-selective': [18, 15, 0.8333, 10, 0.6667, 6, 0.6],
      total: [30, 24, 0.8, 19, 0.7917, 11, 0.5789],
    });
    expect(adverseOf(adverse)).toEqual({ independent: [], 'state-non-selective': ['interviewRate'] });
  });
});
