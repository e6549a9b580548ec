// Time estimate of spec §9: three times the value divided by 60, rounded to the nearest 10, or 'a few'.

export const fewMinutesText = 'a few';

/**
 * Estimates minutes as round(3 * value / 60 / 10) * 10.
 * Decision: 'a few' applies when that rounds to 0 or below (value < 100) and for a non-numeric value;
 * halves round up, so 100 -> 10 and 300 -> 20.
 */
export function estimateMinutes(value: number): number | typeof fewMinutesText {
  if (!Number.isFinite(value)) return fewMinutesText;
  const minutes = Math.round((3 * value) / 60 / 10) * 10;
  return minutes > 0 ? minutes : fewMinutesText;
}
