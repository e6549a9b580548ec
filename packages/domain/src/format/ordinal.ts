// Ordinal suffixes of spec §9: st, nd, rd, th.

const suffixByLastDigit: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };

/** Formats a whole number with its English ordinal suffix: 1st, 2nd, 3rd, 4th, 11th, 21st, 111th. */
export function formatOrdinal(n: number): string {
  const lastTwo = Math.abs(Math.trunc(n)) % 100;
  // 11, 12 and 13 take th although they end in 1, 2 and 3.
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (suffixByLastDigit[lastTwo % 10] ?? 'th');
  return `${n}${suffix}`;
}
