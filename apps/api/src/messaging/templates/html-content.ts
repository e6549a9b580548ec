import type { MessageBlock, MessageInline } from '@shortlist/domain/format';
import { messageLinkPattern, parseMessageMarkdown } from '@shortlist/domain/format';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? '');

// Email clients drop style sheets, so each block carries its own spacing.
const blockStyle = 'margin:0 0 16px';
const listStyle = `${blockStyle};padding-left:24px`;

/** Escaped text with its bare https:// links made links (matched on the raw text, escaped piecewise). */
function textHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(messageLinkPattern)) {
    const url = escapeHtml(match[0]);
    html += `${escapeHtml(text.slice(last, match.index))}<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function pieceHtml(piece: MessageInline, inLink: boolean): string {
  if (piece.type === 'text') return inLink ? escapeHtml(piece.text) : textHtml(piece.text);
  if (piece.type === 'break') return '<br>';
  if (piece.type === 'bold') return `<strong>${inlineHtml(piece.children, inLink)}</strong>`;
  if (piece.type === 'italic') return `<em>${inlineHtml(piece.children, inLink)}</em>`;
  // A link's words are never a second link.
  if (inLink) return inlineHtml(piece.children, true);
  return `<a href="${escapeHtml(piece.href)}">${inlineHtml(piece.children, true)}</a>`;
}

function inlineHtml(pieces: MessageInline[], inLink = false): string {
  return pieces.map((piece) => pieceHtml(piece, inLink)).join('');
}

function blockHtml(block: MessageBlock): string {
  if (block.type === 'paragraph') return `<p style="${blockStyle}">${inlineHtml(block.children)}</p>`;
  const items = block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('');
  if (block.type === 'bulletList') return `<ul style="${listStyle}">${items}</ul>`;
  const start = block.start === 1 ? '' : ` start="${block.start}"`;
  return `<ol${start} style="${listStyle}">${items}</ol>`;
}

/**
 * The email's HTML content from its body in the light Markdown of message-markdown (merged values already
 * made literal): paragraphs on blank lines, line breaks, bold, italic, lists and https links; every piece of
 * text escaped, so no tag or script of the text reaches the HTML, and only https:// addresses become links.
 */
export function bodyHtml(markdown: string): string {
  return parseMessageMarkdown(markdown).map(blockHtml).join('\n');
}
