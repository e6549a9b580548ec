import { describe, expect, it } from 'vitest';
import { insertAtSelection, mergeFieldToken } from './merge-fields.ts';

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
});
