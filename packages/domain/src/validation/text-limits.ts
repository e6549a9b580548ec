/**
 * Text length limits in characters. The spec lists the values but not what each is for ("purpose unclear");
 * Decision: the names below are our assignment of purpose, only `freeText` (the 100-character cut) is stated.
 */
export const textLimits = {
  /** The free-text cut of spec §5. */
  freeText: 100,
  /** Very short codes, e.g. a grade or an initial. */
  tinyText: 5,
  /** Short codes, e.g. a postcode or a reference. */
  shortCode: 10,
  /** Short single-line inputs, e.g. a name part. */
  shortText: 20,
  /** Ordinary single-line inputs (the common database string length). */
  singleLineText: 255,
  /** Short paragraphs, e.g. a note or an "other, please specify" answer. */
  paragraph: 500,
  /** Long answers to application questions. */
  longAnswer: 2008,
  /** Long answers with a small allowance for line breaks. */
  longAnswerWithBreaks: 2010,
  /** Rich-text documents, including their markup. */
  richTextDocument: 4096,
} as const;

export type TextLimitName = keyof typeof textLimits;

/**
 * Cuts free text to 100 characters (spec §5). Decision: counts code points so an emoji is never split,
 * and adds no ellipsis (the spec says "cut").
 */
export function truncateFreeText(text: string): string {
  const characters = [...text];
  return characters.length <= textLimits.freeText ? text : characters.slice(0, textLimits.freeText).join('');
}

/** True when the text fits within the named limit, counting code points. */
export function isWithinTextLimit(text: string, limit: TextLimitName): boolean {
  return [...text].length <= textLimits[limit];
}
