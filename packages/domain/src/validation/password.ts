/** Shortest password accepted (spec §5). */
export const minPasswordLength = 8;

export const passwordMessages = {
  tooShort: `Password must be at least ${minPasswordLength} characters long.`,
  missingLetter: 'Password must contain a letter.',
  missingDigit: 'Password must contain a digit.',
  missingSpecial: 'Password must contain a special character.',
  missingUpperCase: 'Password must contain an upper-case letter.',
  missingLowerCase: 'Password must contain a lower-case letter.',
} as const;

// Decision: letters are ASCII A-Z/a-z, so the upper/lower rules are decidable; a special character is
// anything that is neither an ASCII letter, a digit nor whitespace.
const checks = [
  { pattern: /[A-Za-z]/, message: passwordMessages.missingLetter },
  { pattern: /\d/, message: passwordMessages.missingDigit },
  { pattern: /[^A-Za-z0-9\s]/, message: passwordMessages.missingSpecial },
  { pattern: /[A-Z]/, message: passwordMessages.missingUpperCase },
  { pattern: /[a-z]/, message: passwordMessages.missingLowerCase },
] as const;

/** One sentence per rule the password breaks, in a stable order; empty when it is acceptable. */
export function describePasswordProblems(value: string): string[] {
  const problems: string[] = [];
  if (value.length < minPasswordLength) problems.push(passwordMessages.tooShort);
  for (const check of checks) {
    if (!check.pattern.test(value)) problems.push(check.message);
  }
  return problems;
}

/** True when the password meets every rule of spec §5. */
export function isValidPassword(value: string): boolean {
  return describePasswordProblems(value).length === 0;
}
