import sanitizeHtml from 'sanitize-html';

// Search results and link previews show a line of plain text; role and event descriptions are rich text.

/** Google shows about this many characters of a description. */
export const descriptionLength = 160;

const blockEnd = /<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi;
// sanitize-html hands text back with these four escaped; the head's own escaping applies later.
const escaped: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The words of an HTML fragment: tags dropped, entities read, blocks apart, whitespace collapsed. */
export function htmlToPlainText(html: string): string {
  const text = sanitizeHtml(html.replace(blockEnd, ' $&'), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot);/g, (entity) => escaped[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `limit` characters, cut at a word with an ellipsis when it is longer. */
export function shortenText(text: string, limit = descriptionLength): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
