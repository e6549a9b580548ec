// Readers for stored social-mobility answers: the portal stores yes/no as booleans, older data as strings.

/** true for a yes (true or 'yes'), false for a no (false or 'no'), null when unanswered or withheld. */
export function readYesNoAnswer(value: unknown): boolean | null {
  if (value === true || value === false) return value;
  if (typeof value !== 'string') return null;
  const answer = value.trim().toLowerCase();
  if (answer === 'yes') return true;
  if (answer === 'no') return false;
  return null;
}

/** A trimmed text answer, or null when it is not text or empty. */
export function readTextAnswer(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const answer = value.trim();
  return answer === '' ? null : answer;
}

/** A whole-number year (years may arrive as strings from year dropdowns), or null. */
export function readYearAnswer(value: unknown): number | null {
  const year = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  return typeof year === 'number' && Number.isInteger(year) ? year : null;
}

/** Whether a text answer is the candidate declining to say (the portal's PREFER_NOT_TO_SAY or its label). */
export function isPreferNotToSay(answer: string): boolean {
  return answer.toLowerCase().replace(/[^a-z]/g, '') === 'prefernottosay';
}
