// The light Markdown of an email body: what the console's editor writes and the API's HTML part shows.
// Paragraphs on blank lines, line breaks, **bold**, _italic_, "- " and "1. " lists, [text](https://...) links,
// and bare https:// links kept whole. It reads well as the plain-text part, so nothing else is recognised.

/** One piece of a line: text, a line break, or bold, italic or linked pieces. */
export type MessageInline =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'bold'; children: MessageInline[] }
  | { type: 'italic'; children: MessageInline[] }
  | { type: 'link'; href: string; children: MessageInline[] };

/** A paragraph, or a bulleted or numbered list of one-paragraph items. */
export type MessageBlock =
  | { type: 'paragraph'; children: MessageInline[] }
  | { type: 'bulletList'; items: MessageInline[][] }
  | { type: 'orderedList'; start: number; items: MessageInline[][] };

/** Characters a backslash makes literal. */
export const messageMarkdownEscapable = '\\*_[]()-.';

/**
 * A bare link: https:// up to whitespace (or a backslash, which escapes what follows it), not ending on the
 * punctuation that ends a sentence or a bold or italic.
 */
export const messageLinkPattern = /https:\/\/[^\s<>"'\\]+[^\s<>"'\\.,;:!?)*_]/g;

const bulletLine = /^- (.*)$/;
const orderedLine = /^(\d{1,9})\. (.*)$/;
const continuationLine = /^ {2,}(\S.*)$/;
const wordCharacter = /[\p{L}\p{N}]/u;
const space = /\s/;

const isWord = (character: string | undefined) => character !== undefined && wordCharacter.test(character);
const isSpace = (character: string | undefined) => character === undefined || space.test(character);

/** Where the bare link starting at `at` ends, or -1 when none starts there. */
function linkEnd(text: string, at: number): number {
  if (!text.startsWith('https://', at)) return -1;
  const pattern = new RegExp(messageLinkPattern.source, 'y');
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex : -1;
}

/** The index of the first unescaped `marker` from `from` that may close, or -1. */
function findCloser(text: string, from: number, marker: '**' | '_'): number {
  for (let at = from; at < text.length; at += 1) {
    if (text[at] === '\\') {
      at += 1;
      continue;
    }
    const end = linkEnd(text, at);
    if (end > 0) {
      at = end - 1;
      continue;
    }
    if (!text.startsWith(marker, at) || at === from || isSpace(text[at - 1])) continue;
    if (marker === '_' && isWord(text[at + 1])) continue;
    return at;
  }
  return -1;
}

// A link's address is one run of characters: the scan stops here, so many unclosed links cost little.
const longestAddress = 2_000;

/** A [text](https://...) link at `at`: its text, address and end, or null. */
function linkAt(text: string, at: number): { inner: string; href: string; end: number } | null {
  let close = -1;
  for (let index = at + 1; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === '[' || text[index] === '\n') return null;
    else if (text[index] === ']') {
      close = index;
      break;
    }
  }
  if (close < 0 || text[close + 1] !== '(') return null;
  let href = '';
  for (let index = close + 2; index < text.length; index += 1) {
    const character = text[index] ?? '';
    if (character === '\\' && messageMarkdownEscapable.includes(text[index + 1] ?? '')) {
      href += text[index + 1];
      index += 1;
    } else if (character === ')') {
      return /^https:\/\/\S+$/.test(href) && close > at + 1
        ? { inner: text.slice(at + 1, close), href, end: index + 1 }
        : null;
    } else if (space.test(character) || href.length > longestAddress) return null;
    else href += character;
  }
  return null;
}

/** The pieces of a paragraph's (or list item's) text; a newline is a line break. */
export function parseMessageInline(text: string): MessageInline[] {
  const pieces: MessageInline[] = [];
  let plain = '';
  const flush = () => {
    if (plain !== '') pieces.push({ type: 'text', text: plain });
    plain = '';
  };
  // Where a search for a closing ** or _ found none: no later one can find one either, so none is repeated
  // (without this, a text of many unclosed ** would take quadratic time).
  const noCloserFrom = { '**': Number.POSITIVE_INFINITY, _: Number.POSITIVE_INFINITY };
  const closerOf = (from: number, marker: '**' | '_') => {
    if (from >= noCloserFrom[marker]) return -1;
    const close = findCloser(text, from, marker);
    if (close < 0) noCloserFrom[marker] = from;
    return close;
  };
  let at = 0;
  while (at < text.length) {
    const character = text[at] ?? '';
    const next = text[at + 1];
    if (character === '\\' && next !== undefined && messageMarkdownEscapable.includes(next)) {
      plain += next;
      at += 2;
      continue;
    }
    if (character === '\n') {
      flush();
      pieces.push({ type: 'break' });
      at += 1;
      continue;
    }
    const end = linkEnd(text, at);
    if (end > 0) {
      plain += text.slice(at, end);
      at = end;
      continue;
    }
    if (text.startsWith('**', at) && !isSpace(text[at + 2])) {
      const close = closerOf(at + 2, '**');
      if (close > 0) {
        flush();
        pieces.push({ type: 'bold', children: parseMessageInline(text.slice(at + 2, close)) });
        at = close + 2;
        continue;
      }
    }
    if (character === '_' && !isWord(text[at - 1]) && !isSpace(next) && next !== '_') {
      const close = closerOf(at + 1, '_');
      if (close > 0) {
        flush();
        pieces.push({ type: 'italic', children: parseMessageInline(text.slice(at + 1, close)) });
        at = close + 1;
        continue;
      }
    }
    if (character === '[') {
      const link = linkAt(text, at);
      if (link) {
        flush();
        pieces.push({ type: 'link', href: link.href, children: parseMessageInline(link.inner) });
        at = link.end;
        continue;
      }
    }
    plain += character;
    at += 1;
  }
  flush();
  return pieces;
}

type ListKind = { type: 'bulletList' } | { type: 'orderedList'; start: number };

/** A text's blocks: blank lines end a block; "- " and "1. " lines make lists, indented lines continue an item. */
export function parseMessageMarkdown(text: string): MessageBlock[] {
  const blocks: MessageBlock[] = [];
  let paragraph: string[] = [];
  let list: (ListKind & { items: string[] }) | null = null;
  const endParagraph = () => {
    const joined = paragraph.join('\n').trim();
    if (joined !== '') blocks.push({ type: 'paragraph', children: parseMessageInline(joined) });
    paragraph = [];
  };
  const endList = () => {
    if (!list) return;
    const items = list.items.map((item) => parseMessageInline(item.trim()));
    blocks.push(
      list.type === 'bulletList'
        ? { type: 'bulletList', items }
        : { type: 'orderedList', start: list.start, items },
    );
    list = null;
  };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = bulletLine.exec(line);
    const ordered = orderedLine.exec(line);
    const continued = list ? continuationLine.exec(line) : null;
    if (line.trim() === '') {
      endParagraph();
      endList();
    } else if (bullet || ordered) {
      endParagraph();
      const kind = bullet ? 'bulletList' : 'orderedList';
      if (list?.type !== kind) {
        endList();
        list = ordered
          ? { type: 'orderedList', start: Number(ordered[1]), items: [] }
          : { type: 'bulletList', items: [] };
      }
      list?.items.push((bullet ? bullet[1] : ordered?.[2]) ?? '');
    } else if (continued && list && list.items.length > 0) {
      list.items[list.items.length - 1] += `\n${continued[1]}`;
    } else {
      endList();
      paragraph.push(line);
    }
  }
  endParagraph();
  endList();
  return blocks;
}

/**
 * A merged value made literal for this Markdown (its line breaks kept, its bare links kept whole), so a
 * name or a sender's words never turn into formatting or a link with other words.
 */
export function escapeMessageMarkdown(value: string): string {
  let escaped = '';
  let last = 0;
  const literal = (text: string) => text.replace(/[\\*_[\]().-]/g, (character) => `\\${character}`);
  for (const match of value.matchAll(messageLinkPattern)) {
    escaped += literal(value.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return escaped + literal(value.slice(last));
}
