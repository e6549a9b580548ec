import { describe, expect, it } from 'vitest';
import { escapeMessageMarkdown, parseMessageInline, parseMessageMarkdown } from './message-markdown.ts';

const text = (value: string) => ({ type: 'text', text: value });

describe('the light Markdown of an email body', () => {
  it('splits paragraphs on blank lines and keeps line breaks', () => {
    expect(parseMessageMarkdown('Hello Ada,\n\nThank you.\nThe team')).toEqual([
      { type: 'paragraph', children: [text('Hello Ada,')] },
      { type: 'paragraph', children: [text('Thank you.'), { type: 'break' }, text('The team')] },
    ]);
  });

  it('reads bold, italic and https links, nested', () => {
    expect(parseMessageInline('**Well _done_** and [book here](https://example.com/a_b).')).toEqual([
      { type: 'bold', children: [text('Well '), { type: 'italic', children: [text('done')] }] },
      text(' and '),
      { type: 'link', href: 'https://example.com/a_b', children: [text('book here')] },
      text('.'),
    ]);
  });

  it('leaves snake_case, lone stars and non-https links as text', () => {
    expect(parseMessageInline('a snake_case_name, 5 * 3, [x](javascript:alert(1)) [y](http://a.b)')).toEqual([
      text('a snake_case_name, 5 * 3, [x](javascript:alert(1)) [y](http://a.b)'),
    ]);
  });

  it('keeps a bare link whole, underscores and all', () => {
    expect(parseMessageInline('See https://example.com/_x_/y_ today')).toEqual([
      text('See https://example.com/_x_/y_ today'),
    ]);
  });

  it('reads bulleted and numbered lists, an indented line continuing an item', () => {
    expect(parseMessageMarkdown('Bring:\n- your ID\n- a pen\n  and paper\n\n3. first\n4. second')).toEqual([
      { type: 'paragraph', children: [text('Bring:')] },
      {
        type: 'bulletList',
        items: [[text('your ID')], [text('a pen'), { type: 'break' }, text('and paper')]],
      },
      { type: 'orderedList', start: 3, items: [[text('first')], [text('second')]] },
    ]);
  });

  it('makes backslash-escaped characters literal', () => {
    expect(parseMessageMarkdown('\\- not a list \\*\\*nor bold\\*\\*')).toEqual([
      { type: 'paragraph', children: [text('- not a list **nor bold**')] },
    ]);
  });

  it('makes a merged value literal, its links and line breaks kept', () => {
    const value = '- **Ada** [x](https://evil.example)\n1. https://example.com/a_b';
    expect(parseMessageMarkdown(`Hi ${escapeMessageMarkdown(value)}`)).toEqual([
      {
        type: 'paragraph',
        children: [
          text('Hi - **Ada** [x](https://evil.example)'),
          { type: 'break' },
          text('1. https://example.com/a_b'),
        ],
      },
    ]);
  });

  it('reads a long text of unclosed marks as text, without searching it again for each', () => {
    const text = ' **a _b [c](d'.repeat(10_000);
    expect(parseMessageInline(text)).toEqual([{ type: 'text', text }]);
  });
});
