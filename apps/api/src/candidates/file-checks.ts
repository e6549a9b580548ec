import { maxUploadBytes } from '@shortlist/domain/schemas';
import type { CandidateDocumentKind, RecognisedFileType } from '@shortlist/domain/validation';
import {
  documentFileTypes,
  hasExpectedExtension,
  isFileTypeAllowedForDocument,
  resolveFileType,
} from '@shortlist/domain/validation';
import { sniffFileType } from '../files/file-types.ts';
import { invalidInput, ServiceError } from '../shared/failures.ts';

export const candidateFileMessages = {
  empty: 'The file is empty.',
  tooLarge: 'The file is too large: the limit is 10 MB.',
  wrongType: (kind: CandidateDocumentKind, allowed: readonly string[]) =>
    `${kindLabels[kind]} must be a ${listChoices(allowed.map((type) => typeLabels[type as RecognisedFileType]))} file.`,
  contentMismatch: (fileType: RecognisedFileType) =>
    `The file's name does not match its content, which is ${typeLabels[fileType]}: upload the document itself with its own name.`,
} as const;

function listChoices(labels: readonly string[]): string {
  return labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

const kindLabels: Record<CandidateDocumentKind, string> = {
  CV: 'A CV',
  COVER: 'A cover letter',
  PHOTO: 'A photo',
  TRANSCRIPT: 'A transcript',
  RIGHT_TO_WORK: 'Right-to-work evidence',
  WRITING_SAMPLE: 'A writing sample',
  OTHER: 'A document',
};

const typeLabels: Record<RecognisedFileType, string> = {
  pdf: 'PDF',
  docx: 'Word (.docx)',
  jpeg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
};

/** The media type each recognised file type is stored and served with. */
export const mediaTypes: Record<RecognisedFileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** A file as it arrived: from a multipart part or decoded from base64 JSON (which may carry no name). */
export interface IncomingFile {
  bytes: Buffer;
  fileName: string | null;
}

/** A file that passed every check, ready for the file store. */
export interface CheckedFile {
  kind: CandidateDocumentKind;
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

export const fileTooLarge = () =>
  new ServiceError('too-large', candidateFileMessages.tooLarge, {
    fieldErrors: [{ field: 'file', message: candidateFileMessages.tooLarge }],
  });

const unsupported = (message: string) =>
  new ServiceError('unsupported-type', message, { fieldErrors: [{ field: 'file', message }] });

/** Bytes of base64 text, with or without a data-URL prefix (the schemas have checked the alphabet). */
export function decodeBase64File(text: string): Buffer {
  return Buffer.from(text.slice(text.indexOf(',') + 1), 'base64');
}

// Names come from the uploader's machine: keep the last path part, drop control characters and quotes.
function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).at(-1) ?? '';
  return [...base.replace(/[\p{Cc}"]/gu, '')].slice(-200).join('').trim();
}

/**
 * Checks an upload as a document of `kind`: not empty, at most 10 MB, a type the kind allows judged by its
 * content, and a name whose extension agrees with that content. A file without a name is named after its kind.
 */
export function checkCandidateFile(kind: CandidateDocumentKind, file: IncomingFile): CheckedFile {
  if (file.bytes.length === 0)
    throw invalidInput(candidateFileMessages.empty, [
      { field: 'file', message: candidateFileMessages.empty },
    ]);
  if (file.bytes.length > maxUploadBytes) throw fileTooLarge();
  const allowed = documentFileTypes[kind];
  const byContent = sniffFileType(file.bytes);
  if (!byContent || !isFileTypeAllowedForDocument(kind, byContent)) {
    throw unsupported(candidateFileMessages.wrongType(kind, allowed));
  }
  const named = file.fileName === null ? '' : cleanFileName(file.fileName);
  const fileName = named === '' ? `${kind.toLowerCase()}.${byContent === 'jpeg' ? 'jpg' : byContent}` : named;
  if (resolveFileType(fileName) === null || !hasExpectedExtension(fileName, byContent)) {
    throw unsupported(candidateFileMessages.contentMismatch(byContent));
  }
  return { kind, bytes: file.bytes, fileName, contentType: mediaTypes[byContent] };
}
