import '@fastify/multipart';
import { fieldMessages, maxUploadBytes } from '@shortlist/domain/schemas';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalidInput, ServiceError } from '../shared/failures.ts';
import { parseWith } from '../shared/parse-with.ts';

export const uploadMessages = {
  fileField: 'Attach the file in a form field named "file".',
} as const;

/** Multipart limits of upload routes: one file of at most 10 MB (spec §5 file rules, §9 limits). */
export const multipartUploadLimits = { fileSize: maxUploadBytes, files: 1, fields: 10 } as const;

// Base64 JSON carries 4 characters per 3 bytes: room for a 10 MB file plus the rest of a candidate body.
export const jsonUploadBodyLimit = Math.ceil((maxUploadBytes * 4) / 3) + 1024 * 1024;

/** A multipart upload's `file` part as bytes; a part over 10 MB throws the multipart 413 error. */
export async function readMultipartFile(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; fileName: string }> {
  const part = await request.file();
  if (part?.fieldname !== 'file') {
    throw invalidInput(uploadMessages.fileField, [{ field: 'file', message: uploadMessages.fileField }]);
  }
  return { bytes: await part.toBuffer(), fileName: part.filename };
}

/** Like parseWith, but a base64 file over the size limit answers 413 rather than 400. */
export function parseUploadBody<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  try {
    return parseWith(schema, value);
  } catch (error) {
    if (
      error instanceof ServiceError &&
      error.fieldErrors?.some((field) => field.message === fieldMessages.fileTooLarge)
    ) {
      throw new ServiceError('too-large', fieldMessages.fileTooLarge, { fieldErrors: error.fieldErrors });
    }
    throw error;
  }
}
