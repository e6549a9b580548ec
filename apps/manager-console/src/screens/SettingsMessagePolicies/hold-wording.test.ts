import { describe, expect, it } from 'vitest';
import { holdWording } from './hold-wording.ts';

describe('holdWording', () => {
  it('says a whole number of hours in hours', () => {
    expect(holdWording(60)).toEqual({ unit: 'holdHours', count: 1 });
    expect(holdWording(120)).toEqual({ unit: 'holdHours', count: 2 });
    expect(holdWording(10_080)).toEqual({ unit: 'holdHours', count: 168 });
  });

  it('says any other hold in minutes', () => {
    expect(holdWording(1)).toEqual({ unit: 'holdMinutes', count: 1 });
    expect(holdWording(45)).toEqual({ unit: 'holdMinutes', count: 45 });
    expect(holdWording(90)).toEqual({ unit: 'holdMinutes', count: 90 });
  });
});
