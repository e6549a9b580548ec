// Parsing of the organisation's text arrays (spec §3): 'a:b' pairs and other separated pairs.

export type TextPair = { key: string; value: string };

/**
 * Splits each entry at the first separator into trimmed key and value.
 * Decision: blank entries are skipped; an entry without the separator is its own key and value;
 * only the first separator splits, so values may contain it (times, URLs).
 */
export function splitTextPairs(list: readonly string[], separator: string): TextPair[] {
  const pairs: TextPair[] = [];
  for (const entry of list) {
    const text = entry.trim();
    if (text === '') continue;
    const at = text.indexOf(separator);
    if (at === -1) {
      pairs.push({ key: text, value: text });
    } else {
      pairs.push({ key: text.slice(0, at).trim(), value: text.slice(at + separator.length).trim() });
    }
  }
  return pairs;
}

/** Parses a text array of 'a:b' pairs into { key: 'a', value: 'b' } items. */
export function parsePairs(list: readonly string[]): TextPair[] {
  return splitTextPairs(list, ':');
}
