import type { MessageInline } from '@shortlist/domain/format';
import { messageLinkPattern, parseMessageMarkdown } from '@shortlist/domain/format';
import type { JSONContent } from '@tiptap/react';

// A template's body between its stored form (Liquid with the light Markdown of message-markdown) and the rich
// editor's document, where each plain {{ field }} is a chip. What the editor cannot show opens as Liquid.

/** A chip's merge field, and the words written when it is empty (`| default: "..."`). */
export type MergeFieldAttributes = { field: string; fallback: string | null };

/** Why a text opens as Liquid: it has tags ({% if %}, loops) or outputs other than a plain field. */
export type LiquidOnlyReason = 'tags' | 'expressions';

export type TemplateReading =
  | { kind: 'document'; document: JSONContent }
  | { kind: 'liquid'; reason: LiquidOnlyReason };

const outputPattern = /\{\{([\s\S]*?)\}\}/g;
const plainOutput = /^ *([a-zA-Z]\w*(?:\.[a-zA-Z]\w*)*) *(?:\| *default: *"([^"\\{}]*)" *)?$/;
// Each chip stands in the Markdown as one character of Unicode's private use area while it is parsed.
const fieldMarkBase = 0xe000;
const fieldMarkCount = 0x1900;
const fieldMarks = /[\uE000-\uF8FF]/g;

type Mark = { type: string; attrs?: Record<string, unknown> };

/** A chip's Liquid: {{ candidate.firstName }} or {{ candidate.firstName | default: "there" }}. */
export function mergeFieldLiquid({ field, fallback }: MergeFieldAttributes): string {
  return fallback === null || fallback === '' ? `{{ ${field} }}` : `{{ ${field} | default: "${fallback}" }}`;
}

function inlineNodes(pieces: MessageInline[], fields: MergeFieldAttributes[], marks: Mark[]): JSONContent[] {
  return pieces.flatMap((piece) => pieceNodes(piece, fields, marks));
}

function pieceNodes(piece: MessageInline, fields: MergeFieldAttributes[], marks: Mark[]): JSONContent[] {
  if (piece.type === 'break') return [{ type: 'hardBreak' }];
  if (piece.type === 'bold') return inlineNodes(piece.children, fields, [...marks, { type: 'bold' }]);
  if (piece.type === 'italic') return inlineNodes(piece.children, fields, [...marks, { type: 'italic' }]);
  if (piece.type === 'link') {
    return inlineNodes(piece.children, fields, [...marks, { type: 'link', attrs: { href: piece.href } }]);
  }
  const marked = (node: JSONContent): JSONContent => (marks.length > 0 ? { ...node, marks } : node);
  const nodes: JSONContent[] = [];
  let last = 0;
  for (const match of piece.text.matchAll(fieldMarks)) {
    if (match.index > last) nodes.push(marked({ type: 'text', text: piece.text.slice(last, match.index) }));
    const attrs = fields[(match[0].codePointAt(0) ?? 0) - fieldMarkBase];
    nodes.push(marked({ type: 'mergeField', attrs: { ...attrs } }));
    last = match.index + 1;
  }
  if (last < piece.text.length) nodes.push(marked({ type: 'text', text: piece.text.slice(last) }));
  return nodes;
}

const paragraphOf = (content: JSONContent[]): JSONContent =>
  content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };

/** A stored body as the editor's document, or why it has to stay Liquid. */
export function readTemplate(source: string): TemplateReading {
  if (source.includes('{%')) return { kind: 'liquid', reason: 'tags' };
  const fields: MergeFieldAttributes[] = [];
  let plain = !fieldMarks.test(source);
  fieldMarks.lastIndex = 0;
  const marked = source.replace(outputPattern, (_output, inner: string) => {
    const field = plainOutput.exec(inner);
    if (!field?.[1] || fields.length >= fieldMarkCount) plain = false;
    else fields.push({ field: field[1], fallback: field[2] ?? null });
    return String.fromCodePoint(fieldMarkBase + fields.length - 1);
  });
  if (!plain) return { kind: 'liquid', reason: 'expressions' };
  // A merge field as a link's address has no chip to show it.
  if (/\]\([^)\s]*[\uE000-\uF8FF]/u.test(marked)) return { kind: 'liquid', reason: 'expressions' };
  const blocks = parseMessageMarkdown(marked);
  const content = blocks.map((block): JSONContent => {
    if (block.type === 'paragraph') return paragraphOf(inlineNodes(block.children, fields, []));
    const items = block.items.map((item) => ({
      type: 'listItem',
      content: [paragraphOf(inlineNodes(item, fields, []))],
    }));
    return block.type === 'bulletList'
      ? { type: 'bulletList', content: items }
      : { type: 'orderedList', attrs: { start: block.start }, content: items };
  });
  return {
    kind: 'document',
    document: { type: 'doc', content: content.length > 0 ? content : [paragraphOf([])] },
  };
}

// Written text escapes only what would otherwise read as formatting (brackets always, as a link's words may
// hold them); bare https links stay whole.
function escapeText(text: string): string {
  let written = '';
  let last = 0;
  const escapePart = (part: string) =>
    part.replace(/\\(?=[\\*_[\]().-]|$)|\*|_|\[|\]/g, (character, at: number) => {
      if (character === '*' && part[at - 1] !== '*' && part[at + 1] !== '*') return character;
      if (
        character === '_' &&
        /[\p{L}\p{N}]/u.test(part[at - 1] ?? '') &&
        /[\p{L}\p{N}]/u.test(part[at + 1] ?? '')
      )
        return character;
      return `\\${character}`;
    });
  for (const match of text.matchAll(messageLinkPattern)) {
    written += escapePart(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return written + escapePart(text.slice(last));
}

const markOrder = ['link', 'bold', 'italic'];
const markOf = (node: JSONContent, type: string) => node.marks?.find((mark) => mark.type === type);
const wholeLink = new RegExp(`^${messageLinkPattern.source}$`);

function sameMark(node: JSONContent, first: JSONContent, type: string): boolean {
  const mark = markOf(node, type);
  return mark !== undefined && (type !== 'link' || mark.attrs?.href === markOf(first, type)?.attrs?.href);
}

function writeLeaf(node: JSONContent): string {
  if (node.type === 'hardBreak') return '\n';
  if (node.type === 'mergeField') {
    const attrs = node.attrs ?? {};
    return mergeFieldLiquid({
      field: String(attrs.field ?? ''),
      fallback: (attrs.fallback as string | null) ?? null,
    });
  }
  return escapeText(node.text ?? '');
}

/** Bold and italic delimiters hug their words: spaces at either end go outside them. */
function wrap(delimiter: string, inner: string): string {
  const core = inner.trim();
  if (core === '') return inner;
  const start = inner.slice(0, inner.length - inner.trimStart().length);
  const end = inner.slice(inner.trimEnd().length);
  return `${start}${delimiter}${core}${delimiter}${end}`;
}

/** Inline nodes as Markdown: runs sharing a mark become one bold, italic or link around their content. */
function writeInline(nodes: JSONContent[], types = markOrder): string {
  let written = '';
  let at = 0;
  while (at < nodes.length) {
    const first = nodes[at] as JSONContent;
    const type = types.find((candidate) => markOf(first, candidate));
    if (!type) {
      written += writeLeaf(first);
      at += 1;
      continue;
    }
    let end = at;
    while (end < nodes.length && sameMark(nodes[end] as JSONContent, first, type)) end += 1;
    const inner = writeInline(
      nodes.slice(at, end),
      types.filter((other) => other !== type),
    );
    if (type === 'bold') written += wrap('**', inner);
    else if (type === 'italic') written += wrap('_', inner);
    else {
      const href = String(markOf(first, 'link')?.attrs?.href ?? '');
      if (!/^https:\/\/\S+$/.test(href) || inner === '') written += inner;
      else if (inner === href && wholeLink.test(href)) written += href;
      else written += `[${inner}](${href.replace(/[\\()]/g, (character) => `\\${character}`)})`;
    }
    at = end;
  }
  return written;
}

// A paragraph's line that would read as a list item is escaped.
const escapeLineStarts = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/^- /, '\\- ').replace(/^(\d{1,9})\. /, '$1\\. '))
    .join('\n');

function writeItem(item: JSONContent, marker: string): string {
  const paragraphs = (item.content ?? []).filter((child) => child.type === 'paragraph');
  const text = paragraphs.map((paragraph) => writeInline(paragraph.content ?? [])).join('\n');
  return marker + text.split('\n').join(`\n${' '.repeat(marker.length)}`);
}

/** The editor's document as the stored body: blocks apart by a blank line, lists one item a line. */
export function writeTemplate(document: JSONContent): string {
  return (document.content ?? [])
    .map((block) => {
      if (block.type === 'bulletList')
        return (block.content ?? []).map((item) => writeItem(item, '- ')).join('\n');
      if (block.type === 'orderedList') {
        const start = Number(block.attrs?.start ?? 1);
        return (block.content ?? []).map((item, index) => writeItem(item, `${start + index}. `)).join('\n');
      }
      return escapeLineStarts(writeInline(block.content ?? []));
    })
    .filter((block) => block.trim() !== '')
    .join('\n\n');
}
