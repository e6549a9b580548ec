import { describe, expect, it } from 'vitest';
import type { SectorKind } from './sector-vocabulary.ts';
import { isLawSector, isSectorKind, sectorKinds, vocabularyFor } from './sector-vocabulary.ts';

describe('vocabularyFor', () => {
  it.each<[SectorKind, string, string, string, string]>([
    ['LAW_FIRM', 'Firm', 'Firms', 'Training contract', 'Vacation scheme'],
    ['CHAMBERS', 'Chambers', 'Chambers', 'Pupillage', 'Mini-pupillage'],
    ['COMPANY', 'Company', 'Companies', 'Graduate scheme', 'Internship'],
  ])('words %s as %s / %s with %s and %s', (kind, singular, plural, graduateScheme, internship) => {
    expect(vocabularyFor(kind)).toEqual({
      organizationSingular: singular,
      organizationPlural: plural,
      graduateScheme,
      internship,
    });
  });

  it.each([null, undefined])('uses company wording when the sector is %s', (kind) => {
    expect(vocabularyFor(kind)).toEqual(vocabularyFor('COMPANY'));
  });
});

describe('isLawSector', () => {
  it.each<[SectorKind, boolean]>([
    ['LAW_FIRM', true],
    ['CHAMBERS', true],
    ['COMPANY', false],
  ])('treats %s as a law sector: %s', (kind, expected) => {
    expect(isLawSector(kind)).toBe(expected);
  });
});

describe('isSectorKind', () => {
  it('accepts the three sector kinds and nothing else', () => {
    expect(sectorKinds.every(isSectorKind)).toBe(true);
    expect(['law_firm', 'FIRM', '', null].some(isSectorKind)).toBe(false);
  });
});
