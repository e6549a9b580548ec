/** True for a number from 0 to 100 inclusive, or an empty value (spec §5: "0 to 100 or empty"). */
export function isValidPercentage(value: number | string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return true;
    // Decision: strings must be plain decimal numbers; Number() alone would accept '0x10' or '1e2'.
    if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return false;
    return isWithinPercent(Number(trimmed));
  }
  return isWithinPercent(value);
}

function isWithinPercent(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 100;
}
