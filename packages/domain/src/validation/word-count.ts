// Decision: a word is a run of letters or digits; an apostrophe or hyphen joining two such runs stays inside
// the word, so "don't" and "well-known" are one word each, and punctuation on its own (" - ") is no word.
const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Number of words in the text, ignoring punctuation (spec §5). */
export function countWords(text: string | null | undefined): number {
  if (!text) return 0;
  return text.match(wordPattern)?.length ?? 0;
}
