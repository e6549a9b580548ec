import { describe, expect, it } from 'vitest';
import { sniffFileType } from './file-types.ts';

const bytesOf = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('sniffFileType', () => {
  it.each([
    ['pdf', bytesOf('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj')],
    ['png', bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['jpeg', bytesOf([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF')],
    ['gif', bytesOf('GIF89a', [1, 0, 1, 0])],
    ['gif', bytesOf('GIF87a', [1, 0, 1, 0])],
    ['docx', bytesOf([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml')],
  ])('recognises %s content', (type, bytes) => {
    expect(sniffFileType(bytes)).toBe(type);
  });

  it.each([
    ['an empty file', bytesOf('')],
    ['plain text', bytesOf('hello, this is not a document')],
    ['a Windows executable', bytesOf('MZ', [0x90, 0, 3, 0])],
    ['a ZIP archive that is not a Word document', bytesOf([0x50, 0x4b, 0x03, 0x04], 'notes.txt')],
    ['a truncated PDF header', bytesOf('%PD')],
    ['HTML that mentions %PDF- later', bytesOf('<html>%PDF-</html>')],
  ])('recognises nothing in %s', (_case, bytes) => {
    expect(sniffFileType(bytes)).toBeNull();
  });
});
