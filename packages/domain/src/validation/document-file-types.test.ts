import { describe, expect, it } from 'vitest';
import { candidateDocumentKinds, isFileTypeAllowedForDocument } from './document-file-types.ts';

describe('candidateDocumentKinds', () => {
  it('holds the portal uploads and every document type of the spec', () => {
    expect(candidateDocumentKinds).toEqual([
      'CV',
      'COVER',
      'PHOTO',
      'TRANSCRIPT',
      'RIGHT_TO_WORK',
      'WRITING_SAMPLE',
      'OTHER',
    ]);
  });
});

describe('isFileTypeAllowedForDocument', () => {
  it.each([
    ['CV', 'pdf', true],
    ['CV', 'docx', true],
    ['CV', 'png', false],
    ['PHOTO', 'jpeg', true],
    ['PHOTO', 'pdf', false],
    ['TRANSCRIPT', 'png', true],
    ['TRANSCRIPT', 'gif', false],
    ['RIGHT_TO_WORK', 'jpeg', true],
    ['RIGHT_TO_WORK', 'docx', false],
    ['WRITING_SAMPLE', 'docx', true],
    ['WRITING_SAMPLE', 'jpeg', false],
    ['OTHER', 'gif', true],
  ] as const)('a %s as %s -> %s', (kind, fileType, allowed) => {
    expect(isFileTypeAllowedForDocument(kind, fileType)).toBe(allowed);
  });
});
