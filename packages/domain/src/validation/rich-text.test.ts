import { describe, expect, it } from 'vitest';
import { isRichTextEmpty } from './rich-text.ts';

describe('isRichTextEmpty', () => {
  it.each([
    ['empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['only whitespace', '  \n '],
    ['an empty paragraph', '<p></p>'],
    ['a paragraph with a line break', '<p><br></p>'],
    ['&nbsp; entities', '<p>&nbsp;&NBSP; </p>'],
    ['numeric non-breaking spaces', '<p>&#160;&#xA0;</p>'],
    ['a raw U+00A0 character', '<div>\u00a0</div>'],
    ['nested empty tags', '<ul><li><strong> </strong></li></ul>'],
    ['only an image tag', '<p><img src="x.png"></p>'],
  ])('is empty for %s', (_case, html) => {
    expect(isRichTextEmpty(html)).toBe(true);
  });

  it.each([
    ['text inside a paragraph', '<p>Hello</p>'],
    ['text between non-breaking spaces', '&nbsp;a&nbsp;'],
    ['a single character', 'x'],
    ['another entity', '<p>&amp;</p>'],
  ])('is not empty for %s', (_case, html) => {
    expect(isRichTextEmpty(html)).toBe(false);
  });
});
