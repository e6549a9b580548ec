import type { SocioEconomicClass } from './types.ts';
import { socioEconomicClasses } from './types.ts';

/**
 * What each §3 class means (the main household earner's occupation when the candidate was about 14),
 * after the Social Mobility Commission's parental-occupation question:
 * P1 modern professional, P2 traditional professional or senior/middle manager (professional);
 * I1 clerical or intermediate, I2 small business owner or self-employed (intermediate);
 * L1 technical or craft, L2 semi-routine manual or service, L3 routine manual or service (lower: routine/manual);
 * X1 long-term unemployed; X2 other or prefer not to say.
 */
export const socioEconomicClassGroups = {
  P1: 'professional',
  P2: 'professional',
  I1: 'intermediate',
  I2: 'intermediate',
  L1: 'lower',
  L2: 'lower',
  L3: 'lower',
  X1: 'unemployed',
  X2: 'unknown',
} as const satisfies Record<SocioEconomicClass, string>;

/** The class an answer names (case and spaces ignored), or null when it names none. */
export function readSocioEconomicClass(value: unknown): SocioEconomicClass | null {
  if (typeof value !== 'string') return null;
  const answer = value.trim().toUpperCase();
  return socioEconomicClasses.find((socioEconomicClass) => socioEconomicClass === answer) ?? null;
}

/** Routine/manual and long-term unemployed backgrounds (L1, L2, L3, X1) count as lower socio-economic. */
export function isLowerSocioEconomicClass(socioEconomicClass: SocioEconomicClass): boolean {
  const group = socioEconomicClassGroups[socioEconomicClass];
  return group === 'lower' || group === 'unemployed';
}

/** X2 (other, prefer not to say) says nothing about background, so no flag rests on it. */
export function isInformativeSocioEconomicClass(socioEconomicClass: SocioEconomicClass): boolean {
  return socioEconomicClassGroups[socioEconomicClass] !== 'unknown';
}
