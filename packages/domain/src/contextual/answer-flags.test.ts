import { describe, expect, it } from 'vitest';
import { contextualFlags } from './contextual-flags.ts';
import type { ContextualFlagKey } from './types.ts';

const flagOf = (key: ContextualFlagKey, socialMobility: Record<string, unknown>) =>
  contextualFlags({ socialMobility }).find((flag) => flag.key === key);

describe('contextual flags resting on one yes/no answer', () => {
  it.each([
    ['firstGeneration', 'firstGenerationUniversity'],
    ['freeSchoolMeals', 'freeSchoolMeals'],
    ['bursary', 'bursary'],
    ['careExperience', 'careExperience'],
    ['refugee', 'refugeeOrAsylum'],
  ] as const)('%s is on for a yes to %s, off for a no, absent when unanswered', (key, question) => {
    expect(flagOf(key, { [question]: true })).toEqual({
      key,
      on: true,
      evidence: [{ question, answer: true }],
    });
    expect(flagOf(key, { [question]: false })).toMatchObject({ key, on: false });
    expect(flagOf(key, {})).toBeUndefined();
    expect(flagOf(key, { [question]: null })).toBeUndefined();
  });

  it("reads 'yes' and 'no' strings as well as booleans", () => {
    expect(flagOf('bursary', { bursary: 'yes' })).toMatchObject({ on: true, evidence: [{ answer: true }] });
    expect(flagOf('careExperience', { careExperience: 'No' })).toMatchObject({ on: false });
  });

  it('leaves a flag out when the candidate preferred not to say', () => {
    expect(flagOf('freeSchoolMeals', { freeSchoolMeals: 'PREFER_NOT_TO_SAY' })).toBeUndefined();
  });
});

describe('stateSchool', () => {
  it.each([
    'state-non-selective',
    'state-selective',
    'State non-selective',
    'State selective',
    'State selective/grammar',
  ])('is on for %s', (schoolType) => {
    expect(flagOf('stateSchool', { schoolType })).toEqual({
      key: 'stateSchool',
      on: true,
      evidence: [{ question: 'schoolType', answer: schoolType }],
    });
  });

  it.each(['independent', 'independent-bursary', 'overseas', 'other'])('is off for %s', (schoolType) => {
    expect(flagOf('stateSchool', { schoolType })).toMatchObject({ on: false });
  });

  it('is absent when unanswered or withheld', () => {
    expect(flagOf('stateSchool', {})).toBeUndefined();
    expect(flagOf('stateSchool', { schoolType: '' })).toBeUndefined();
    expect(flagOf('stateSchool', { schoolType: 'prefer-not-to-say' })).toBeUndefined();
  });
});

describe('lowerSocioEconomic', () => {
  it.each(['L1', 'L2', 'L3', 'X1'])('is on for parental occupation class %s, with the class', (answer) => {
    expect(flagOf('lowerSocioEconomic', { parentalOccupation: answer })).toEqual({
      key: 'lowerSocioEconomic',
      on: true,
      socioEconomicClass: answer,
      evidence: [{ question: 'parentalOccupation', answer }],
    });
  });

  it.each(['P1', 'P2', 'I1', 'I2'])('is off for class %s', (answer) => {
    expect(flagOf('lowerSocioEconomic', { parentalOccupation: answer })).toMatchObject({
      on: false,
      socioEconomicClass: answer,
    });
  });

  it('is absent for X2 (other / prefer not to say), an unknown class or no answer', () => {
    expect(flagOf('lowerSocioEconomic', { parentalOccupation: 'X2' })).toBeUndefined();
    expect(flagOf('lowerSocioEconomic', { parentalOccupation: 'Z9' })).toBeUndefined();
    expect(flagOf('lowerSocioEconomic', {})).toBeUndefined();
  });

  it('reads a class written in lower case', () => {
    expect(flagOf('lowerSocioEconomic', { parentalOccupation: 'l3' })).toMatchObject({
      on: true,
      socioEconomicClass: 'L3',
    });
  });
});
