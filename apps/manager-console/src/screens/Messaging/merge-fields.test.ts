import { describe, expect, it } from 'vitest';
import { findUnknownMergeFields, insertAtSelection, mergeFieldToken } from './merge-fields.ts';

describe('merge fields', () => {
  it('writes a field the way the template language reads it', () => {
    expect(mergeFieldToken('candidate.firstName')).toBe('{{ candidate.firstName }}');
  });

  it('puts the field at the cursor and moves the cursor after it', () => {
    expect(insertAtSelection('Dear ,', '{{ x }}', 5, 5)).toEqual({ text: 'Dear {{ x }},', cursor: 12 });
  });

  it('replaces a selection, and appends when the cursor is unknown', () => {
    expect(insertAtSelection('Dear NAME,', 'X', 5, 9)).toEqual({ text: 'Dear X,', cursor: 6 });
    expect(insertAtSelection('Hi', '!', null, null)).toEqual({ text: 'Hi!', cursor: 3 });
  });

  it('names the fields a text uses that the message cannot fill, once each, filters and tags included', () => {
    const text =
      'Dear {{ candidate.firstName | capitalize }},{% if link %} see {{link}}{% endif %} at {{ organization.name }} {{ code }} {{ link }}';
    expect(findUnknownMergeFields(text, ['candidate.firstName', 'organization.name'])).toEqual([
      'link',
      'code',
    ]);
    expect(findUnknownMergeFields('Plain text, no fields.', [])).toEqual([]);
  });
});
