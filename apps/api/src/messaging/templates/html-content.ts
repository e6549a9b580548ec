const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? '');

// A link ends before whitespace, and before trailing punctuation that ends the sentence.
const linkPattern = /https:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** One escaped line with its https:// links made links (matched on the raw text, escaped piecewise). */
function lineHtml(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(linkPattern)) {
    const url = escapeHtml(match[0]);
    html += `${escapeHtml(line.slice(last, match.index))}<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(line.slice(last));
}

/**
 * The rendered plain-text body as the email's HTML content: paragraphs split on blank lines, line breaks
 * kept, everything escaped, https:// links clickable.
 */
export function bodyHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p style="margin:0 0 16px">${paragraph.split('\n').map(lineHtml).join('<br>')}</p>`)
    .join('\n');
}
