import { describe, expect, it } from 'vitest';
import {
  isInformativeSocioEconomicClass,
  isLowerSocioEconomicClass,
  readSocioEconomicClass,
  socioEconomicClassGroups,
} from './socio-economic-class.ts';
import { socioEconomicClasses } from './types.ts';

describe('socio-economic classes', () => {
  it('groups P as professional, I as intermediate, L as lower, X1 unemployed and X2 unknown', () => {
    expect(socioEconomicClassGroups).toEqual({
      P1: 'professional',
      P2: 'professional',
      I1: 'intermediate',
      I2: 'intermediate',
      L1: 'lower',
      L2: 'lower',
      L3: 'lower',
      X1: 'unemployed',
      X2: 'unknown',
    });
  });

  it('counts exactly L1, L2, L3 and X1 as lower socio-economic', () => {
    expect(socioEconomicClasses.filter(isLowerSocioEconomicClass)).toEqual(['L1', 'L2', 'L3', 'X1']);
  });

  it('treats only X2 as saying nothing about background', () => {
    expect(socioEconomicClasses.filter((item) => !isInformativeSocioEconomicClass(item))).toEqual(['X2']);
  });

  it('reads a class from an answer, or null', () => {
    expect(readSocioEconomicClass(' i2 ')).toBe('I2');
    expect(readSocioEconomicClass('teacher')).toBeNull();
    expect(readSocioEconomicClass(3)).toBeNull();
  });
});
