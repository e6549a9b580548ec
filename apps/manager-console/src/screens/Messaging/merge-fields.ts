// Merge fields in a message's text: how one is written, and putting one where the cursor stands.

/** A merge field as the template language writes it: {{ candidate.firstName }}. */
export function mergeFieldToken(name: string): string {
  return `{{ ${name} }}`;
}

/** The text with `insert` put in place of the selection [start, end), and where the cursor goes after it. */
export function insertAtSelection(
  text: string,
  insert: string,
  start: number | null,
  end: number | null,
): { text: string; cursor: number } {
  const from = Math.min(start ?? text.length, text.length);
  const to = Math.max(from, Math.min(end ?? from, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), cursor: from + insert.length };
}

// A merge field read in the text: {{ name }} (before any filter) or the name a {% if %}-like tag tests.
const fieldPattern = /\{\{-?\s*([a-zA-Z][\w.]*)|\{%-?\s*(?:if|elsif|unless)\s+([a-zA-Z][\w.]*)/g;

/**
 * The merge fields a text uses that the message may not, in order of appearance. A hint before sending;
 * the server's template check stays the rule.
 */
export function findUnknownMergeFields(text: string, allowed: readonly string[]): string[] {
  const unknown: string[] = [];
  for (const match of text.matchAll(fieldPattern)) {
    const name = match[1] ?? match[2] ?? '';
    if (!allowed.includes(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}
