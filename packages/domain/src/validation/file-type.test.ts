import { describe, expect, it } from 'vitest';
import {
  hasExpectedExtension,
  readFileExtension,
  recognisedFileTypes,
  resolveFileType,
} from './file-type.ts';

describe('recognisedFileTypes', () => {
  it('lists jpeg, png, gif, pdf and docx', () => {
    expect(Object.keys(recognisedFileTypes)).toEqual(['jpeg', 'png', 'gif', 'pdf', 'docx']);
  });
});

describe('readFileExtension', () => {
  it.each([
    ['cv.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['noextension', ''],
    ['.hidden', ''],
    ['trailingdot.', ''],
  ])('%s -> %j', (name, expected) => {
    expect(readFileExtension(name)).toBe(expected);
  });
});

describe('resolveFileType', () => {
  it.each([
    ['photo.jpeg', 'jpeg'],
    ['photo.JPG', 'jpeg'],
    ['logo.png', 'png'],
    ['anim.Gif', 'gif'],
    ['cv.pdf', 'pdf'],
    ['cover.DOCX', 'docx'],
    ['cover.doc', null],
    ['notes.txt', null],
    ['pdf', null],
  ])('%s -> %s', (name, expected) => {
    expect(resolveFileType(name)).toBe(expected);
  });
});

describe('hasExpectedExtension', () => {
  it.each([
    ['cv.PDF', 'pdf', true],
    ['cv.pdf', '.PDF', true],
    ['cv.docx', 'pdf', false],
    ['photo.jpg', 'jpeg', true],
    ['photo.jpeg', 'jpg', true],
    ['photo.png', 'jpeg', false],
    ['cv.pdf.exe', 'pdf', false],
    ['pdf', 'pdf', false],
  ])('%s against %s -> %s', (name, expected, result) => {
    expect(hasExpectedExtension(name, expected)).toBe(result);
  });

  it('accepts any of several expected extensions', () => {
    expect(hasExpectedExtension('scan.png', ['pdf', 'png'])).toBe(true);
    expect(hasExpectedExtension('scan.gif', ['pdf', 'png'])).toBe(false);
  });
});
