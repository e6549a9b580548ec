import { documentTypes } from '../enums/enumerations.ts';
import type { RecognisedFileType } from './file-type.ts';

/** What a candidate's stored document is: the portal's own uploads plus the document types of spec §3. */
export const candidateDocumentKinds = ['CV', 'COVER', 'PHOTO', ...documentTypes] as const;
export type CandidateDocumentKind = (typeof candidateDocumentKinds)[number];

/**
 * The file types each kind of document may be (spec §5 recognised types).
 * Decision: written documents are PDF or Word; a photo is an image; transcripts and right-to-work
 * evidence are often scans, so they may also be images; OTHER takes any recognised type.
 */
export const documentFileTypes = {
  CV: ['pdf', 'docx'],
  COVER: ['pdf', 'docx'],
  PHOTO: ['jpeg', 'png', 'gif'],
  TRANSCRIPT: ['pdf', 'docx', 'jpeg', 'png'],
  RIGHT_TO_WORK: ['pdf', 'jpeg', 'png'],
  WRITING_SAMPLE: ['pdf', 'docx'],
  OTHER: ['pdf', 'docx', 'jpeg', 'png', 'gif'],
} as const satisfies Record<CandidateDocumentKind, readonly RecognisedFileType[]>;

/** True when a file of this type may be stored as this kind of document. */
export function isFileTypeAllowedForDocument(
  kind: CandidateDocumentKind,
  fileType: RecognisedFileType,
): boolean {
  return (documentFileTypes[kind] as readonly RecognisedFileType[]).includes(fileType);
}
