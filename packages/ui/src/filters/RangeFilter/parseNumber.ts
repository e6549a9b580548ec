/** The number a number input holds, or null while it is empty or not a number. */
export function parseNumberInput(text: string): number | null {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}
