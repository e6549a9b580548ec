import type { CandidateDocumentKind } from '@shortlist/domain/validation';
import { documentFileTypes, recognisedFileTypes, resolveFileType } from '@shortlist/domain/validation';

/** The file extensions a document type takes, for the file input's `accept` and the message: '.pdf,.docx'. */
export function acceptedExtensions(kind: CandidateDocumentKind): string[] {
  return documentFileTypes[kind].flatMap((type) =>
    recognisedFileTypes[type].map((extension) => `.${extension}`),
  );
}

/** Why the file cannot be uploaded as this type (the API would refuse it), or null when it can. */
export function checkUpload(file: File | null, kind: CandidateDocumentKind): 'missing' | 'wrongType' | null {
  if (!file) return 'missing';
  const type = resolveFileType(file.name);
  return type !== null && (documentFileTypes[kind] as readonly string[]).includes(type) ? null : 'wrongType';
}
