import type { JSONContent } from '@tiptap/react';
import { describe, expect, it } from 'vitest';
import { readTemplate, writeTemplate } from './message-document.ts';

const documentOf = (source: string): JSONContent => {
  const reading = readTemplate(source);
  if (reading.kind !== 'document') throw new Error(`${source} opened as Liquid (${reading.reason})`);
  return reading.document;
};
const chip = (field: string, fallback: string | null = null, marks?: JSONContent['marks']) => ({
  type: 'mergeField',
  attrs: { field, fallback },
  ...(marks ? { marks } : {}),
});
const text = (value: string, marks?: JSONContent['marks']) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: JSONContent[]) => ({ type: 'paragraph', content });

describe('a template body in the rich editor', () => {
  it('opens plain text with merge fields as paragraphs, line breaks and chips', () => {
    expect(documentOf('Dear {{ candidate.firstName }},\n\nThank you.\n{{organization.name}}')).toEqual({
      type: 'doc',
      content: [
        paragraph(text('Dear '), chip('candidate.firstName'), text(',')),
        paragraph(text('Thank you.'), { type: 'hardBreak' }, chip('organization.name')),
      ],
    });
  });

  it('keeps a fallback on its chip and writes it back as Liquid the API accepts', () => {
    const source = 'Hello {{ candidate.firstName | default: "there" }},';
    expect(documentOf(source).content?.[0]?.content?.[1]).toEqual(chip('candidate.firstName', 'there'));
    expect(writeTemplate(documentOf(source))).toBe(source);
  });

  it('reads bold, italic, links and lists, chips inside them', () => {
    const source =
      '**Dear {{ candidate.firstName }}**, see _this_ and [book here](https://example.com/book).\n\n- {{ role.name }}\n- a pen\n\n2. one\n3. two';
    const bold = [{ type: 'bold' }];
    expect(documentOf(source)).toEqual({
      type: 'doc',
      content: [
        paragraph(
          text('Dear ', bold),
          chip('candidate.firstName', null, bold),
          text(', see '),
          text('this', [{ type: 'italic' }]),
          text(' and '),
          text('book here', [{ type: 'link', attrs: { href: 'https://example.com/book' } }]),
          text('.'),
        ),
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [paragraph(chip('role.name'))] },
            { type: 'listItem', content: [paragraph(text('a pen'))] },
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 2 },
          content: [
            { type: 'listItem', content: [paragraph(text('one'))] },
            { type: 'listItem', content: [paragraph(text('two'))] },
          ],
        },
      ],
    });
    expect(writeTemplate(documentOf(source))).toBe(source);
  });

  it.each([
    'Dear {{ candidate.firstName }}, about rejected.',
    'Hello {{ candidate.firstName | default: "there" }},\n\n{{ message }}\n\n{{ event.name }}, {{ event.date }}',
    'Show this email at the door.\nhttps://example.com/check_in_code and more',
    'Bring:\n\n- ID\n- a pen\n  and paper\n\n1. Sign in\n2. **Book** a _time_',
    'A snake_case word, 5 * 3 and \\*\\*not bold\\*\\*',
    'Your code: https://example.com/c/{{ code }} today',
  ])('writes an unedited text back as it was: %s', (source) => {
    expect(writeTemplate(documentOf(source))).toBe(source);
  });

  it('escapes typed characters that would otherwise read as formatting', () => {
    const document = {
      type: 'doc',
      content: [
        paragraph(text('- not a list, **not bold**, _not italic_, [not a link](https://x.example)')),
        paragraph(text('1. not numbered')),
      ],
    };
    const written = writeTemplate(document);
    expect(written).toBe(
      '\\- not a list, \\*\\*not bold\\*\\*, \\_not italic\\_, \\[not a link\\](https://x.example)\n\n1\\. not numbered',
    );
    expect(documentOf(written)).toEqual(document);
  });

  it('keeps spaces outside bold and writes a link whose text is its address as the bare address', () => {
    const document = {
      type: 'doc',
      content: [
        paragraph(
          text('Hi '),
          text('there ', [{ type: 'bold' }]),
          text('see '),
          text('https://example.com/a', [
            { type: 'link', attrs: { href: 'https://example.com/a', target: '_blank' } },
          ]),
        ),
      ],
    };
    expect(writeTemplate(document)).toBe('Hi **there** see https://example.com/a');
  });

  it('drops a link that is not https, keeping its words', () => {
    const document = {
      type: 'doc',
      content: [paragraph(text('click', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))],
    };
    expect(writeTemplate(document)).toBe('click');
  });

  it.each([
    ['Hello{% if candidate.firstName != blank %} {{ candidate.firstName }}{% endif %},', 'tags'],
    ['{% for x in (1..3) %}{{ x }}{% endfor %}', 'tags'],
    ['Hi {{ candidate.firstName | upcase }}', 'expressions'],
    ['Hi {{ "now" | date: "%Y" }}', 'expressions'],
    ['Hi {{- candidate.firstName -}}', 'expressions'],
    ['[Book]({{ link }})', 'expressions'],
    ['[Book](https://example.com/{{ code }})', 'expressions'],
  ])('opens %s as Liquid (%s)', (source, reason) => {
    expect(readTemplate(source)).toEqual({ kind: 'liquid', reason });
  });

  it('opens an empty body as one empty paragraph, written back empty', () => {
    expect(documentOf('')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(writeTemplate(documentOf(''))).toBe('');
  });
});
