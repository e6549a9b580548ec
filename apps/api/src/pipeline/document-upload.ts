import { candidateDocumentUploadFieldsSchema } from '@shortlist/domain/schemas';
import type { CandidateDocumentKind } from '@shortlist/domain/validation';
import type { FastifyRequest } from 'fastify';
import { candidateDocumentMessages } from '../candidates/documents.ts';
import type { IncomingFile } from '../candidates/file-checks.ts';
import { invalidInput } from '../shared/failures.ts';
import { parseWith } from '../shared/parse-with.ts';

export const documentUploadMessages = {
  kindsDisagree: 'The document type of the address and of the form must be the same.',
} as const;

/**
 * Reads a manager's multipart document upload: the first file part and the documentType field, in either
 * order. With the kind from the path, the field may be left out but, when sent, must name the same kind.
 */
export async function readDocumentUpload(
  request: FastifyRequest,
  pathKind?: CandidateDocumentKind,
): Promise<{ kind: CandidateDocumentKind; file: IncomingFile }> {
  let file: IncomingFile | undefined;
  let documentType: unknown;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      file ??= { fileName: part.filename, bytes };
    } else if (part.fieldname === 'documentType') {
      documentType = part.value;
    }
  }
  const { documentType: kind } = parseWith(candidateDocumentUploadFieldsSchema, {
    documentType: documentType ?? pathKind,
  });
  if (pathKind !== undefined && kind !== pathKind) {
    const message = documentUploadMessages.kindsDisagree;
    throw invalidInput(message, [{ field: 'documentType', message }]);
  }
  if (!file) {
    const message = candidateDocumentMessages.fileRequired;
    throw invalidInput(message, [{ field: 'file', message }]);
  }
  return { kind, file };
}
