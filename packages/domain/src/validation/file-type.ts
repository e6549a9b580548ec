/**
 * File types the product recognises (spec §5), each with the extensions that count as it.
 * Decision: jpeg also accepts the common .jpg spelling.
 */
export const recognisedFileTypes = {
  jpeg: ['jpeg', 'jpg'],
  png: ['png'],
  gif: ['gif'],
  pdf: ['pdf'],
  docx: ['docx'],
} as const satisfies Record<string, readonly string[]>;

export type RecognisedFileType = keyof typeof recognisedFileTypes;

/** Lower-case extension after the last dot, without the dot; empty when there is none. */
export function readFileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return '';
  return fileName.slice(dot + 1).toLowerCase();
}

/** The recognised type a file name's extension denotes, or null when the extension is not recognised. */
export function resolveFileType(fileName: string): RecognisedFileType | null {
  return findTypeOfExtension(readFileExtension(fileName));
}

function findTypeOfExtension(extension: string): RecognisedFileType | null {
  for (const [type, extensions] of Object.entries(recognisedFileTypes)) {
    if ((extensions as readonly string[]).includes(extension)) return type as RecognisedFileType;
  }
  return null;
}

/**
 * True when the file's extension matches the expected one(s), case-insensitively (spec §5).
 * Expected values may be given with or without a leading dot; spellings of one recognised type match each
 * other ('photo.jpg' is an expected 'jpeg' and 'photo.jpeg' an expected 'jpg').
 */
export function hasExpectedExtension(fileName: string, expected: string | readonly string[]): boolean {
  const extension = readFileExtension(fileName);
  if (extension === '') return false;
  const type = findTypeOfExtension(extension);
  const wanted = typeof expected === 'string' ? [expected] : expected;
  return wanted.some((entry) => {
    const normalized = entry.replace(/^\./, '').toLowerCase();
    return normalized === extension || (type !== null && findTypeOfExtension(normalized) === type);
  });
}
