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
