// Issue 33, blind marking: an answer as a marker reads it, with what would identify its writer withheld. The
// candidate's own names, emails, schools and universities are replaced wherever they appear (whole words, any
// letter case), and so is anything shaped like an email address, a web link or a telephone number.

export const withheldTokens = {
  name: '[name]',
  email: '[email]',
  school: '[school]',
  university: '[university]',
  phone: '[phone]',
  link: '[link]',
  other: '[withheld]',
} as const;

/** What identifies one candidate, as their record and profile say it. */
export interface IdentifyingText {
  names: readonly string[];
  emails: readonly string[];
  schools: readonly string[];
  universities: readonly string[];
  /** Anything else of theirs that identifies them (a postcode, a reference). */
  other: readonly string[];
}

const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/giu;
const linkPattern = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/giu;
// Eight or more digits, allowing spaces, dots, dashes and brackets between them, with an optional leading +.
const phonePattern = /\+?\(?\d(?:[\s().-]*\d){7,}/gu;

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole-word, any-case pattern for a phrase, its words separated by any run of spaces. */
function phrasePattern(phrase: string): RegExp {
  const words = phrase.trim().split(/\s+/u).map(escapeForPattern).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'giu');
}

/** The phrases worth looking for, longest first so 'Mary Anne' goes before 'Mary'; one letter is no name. */
function phrasesOf(values: readonly string[], splitWords: boolean): string[] {
  const phrases = values.flatMap((value) => {
    const trimmed = value.trim();
    if (trimmed === '') return [];
    return splitWords ? [trimmed, ...trimmed.split(/[\s-]+/u)] : [trimmed];
  });
  return [...new Set(phrases.filter((phrase) => [...phrase].length >= 2))].sort(
    (a, b) => b.length - a.length,
  );
}

function replaceEach(text: string, phrases: readonly string[], token: string): string {
  return phrases.reduce((result, phrase) => result.replace(phrasePattern(phrase), token), text);
}

/** The text with the candidate's identifying words and any contact details replaced by neutral tokens. */
export function withholdIdentity(text: string, identity: IdentifyingText): string {
  let result = replaceEach(text, phrasesOf(identity.emails, false), withheldTokens.email);
  result = result.replace(emailPattern, withheldTokens.email);
  result = result.replace(linkPattern, withheldTokens.link);
  result = result.replace(phonePattern, withheldTokens.phone);
  // Schools and universities before names: a school may carry a name ('St Mary's'), which then goes with it.
  result = replaceEach(result, phrasesOf(identity.universities, false), withheldTokens.university);
  result = replaceEach(result, phrasesOf(identity.schools, false), withheldTokens.school);
  result = replaceEach(result, phrasesOf(identity.other, false), withheldTokens.other);
  return replaceEach(result, phrasesOf(identity.names, true), withheldTokens.name);
}
