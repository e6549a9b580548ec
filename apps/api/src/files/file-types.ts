import type { RecognisedFileType } from '@shortlist/domain/validation';

const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

// Leading bytes ("magic numbers") of each recognised type; docx is a ZIP archive checked further below.
const signatures: readonly { type: Exclude<RecognisedFileType, 'docx'>; bytes: Uint8Array }[] = [
  { type: 'pdf', bytes: ascii('%PDF-') },
  { type: 'png', bytes: Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  { type: 'jpeg', bytes: Uint8Array.of(0xff, 0xd8, 0xff) },
  { type: 'gif', bytes: ascii('GIF87a') },
  { type: 'gif', bytes: ascii('GIF89a') },
];
const zipLocalHeader = Uint8Array.of(0x50, 0x4b, 0x03, 0x04);
// Entry names sit uncompressed in a ZIP's headers, so a Word document shows both of these in its bytes.
const docxMarkers = [ascii('[Content_Types].xml'), ascii('word/')];

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (bytes.length < prefix.length) return false;
  return prefix.every((byte, index) => bytes[index] === byte);
}

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(needle) !== -1;
}

/**
 * The recognised type (spec §5) a file's content shows, whatever its name says; null for anything else.
 * Uploads check this against the extension so a renamed executable cannot pass as a PDF.
 */
export function sniffFileType(bytes: Uint8Array): RecognisedFileType | null {
  for (const signature of signatures) {
    if (startsWith(bytes, signature.bytes)) return signature.type;
  }
  if (startsWith(bytes, zipLocalHeader) && docxMarkers.every((marker) => contains(bytes, marker))) {
    return 'docx';
  }
  return null;
}
