import multipart from '@fastify/multipart';
import {
  candidateCvBodySchema,
  candidateDocumentKindSchema,
  candidateDownloadBodySchema,
  candidateFileBodySchema,
  idParamSchema,
} from '@shortlist/domain/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../http/request-context.ts';
import { sendAttachment } from '../http/send-attachment.ts';
import {
  jsonUploadBodyLimit,
  multipartUploadLimits,
  parseUploadBody,
  readMultipartFile,
} from '../http/upload-body.ts';
import { parseWith } from '../shared/parse-with.ts';
import type { IncomingFile } from './file-checks.ts';
import { decodeBase64File } from './file-checks.ts';

const candidateParams = z.object({ id: idParamSchema });
const uploadParams = candidateParams.extend({ kind: candidateDocumentKindSchema });

/** The upload as a multipart `file` part, or from JSON with `field` holding base64. */
async function readUpload(
  request: FastifyRequest,
  fromJson: (body: unknown) => { base64: string; fileName: string | null },
): Promise<IncomingFile> {
  if (request.isMultipart()) return readMultipartFile(request);
  const { base64, fileName } = fromJson(request.body);
  return { bytes: decodeBase64File(base64), fileName };
}

/** /api/v1/candidate/{id}: the candidate's CV and documents, up and down (§7 Candidate). */
export async function candidateFileRoutes(app: FastifyInstance): Promise<void> {
  // Registered in this plugin only, so no other route accepts multipart uploads by accident.
  await app.register(multipart, { limits: multipartUploadLimits });
  const { files } = app.services.candidate;

  app.put('/candidate/:id/cv', { bodyLimit: jsonUploadBodyLimit }, async (request) => {
    const { id } = parseWith(candidateParams, request.params);
    const file = await readUpload(request, (body) => {
      const parsed = parseUploadBody(candidateCvBodySchema, body);
      return { base64: parsed.cv_base64, fileName: parsed.fileName ?? null };
    });
    return files.uploadCv(requireAuth(request), id, file);
  });

  app.post('/candidate/:id/upload/:kind', { bodyLimit: jsonUploadBodyLimit }, async (request, reply) => {
    const { id, kind } = parseWith(uploadParams, request.params);
    const file = await readUpload(request, (body) => parseUploadBody(candidateFileBodySchema, body));
    return reply.status(201).send(await files.upload(requireAuth(request), id, kind, file));
  });

  app.post('/candidate/:id/download', async (request, reply) => {
    const { id } = parseWith(candidateParams, request.params);
    const { filename } = parseWith(candidateDownloadBodySchema, request.body);
    return sendAttachment(reply, await files.download(requireAuth(request), id, filename));
  });

  app.get('/candidate/:id/downloadPhoto', async (request, reply) => {
    const { id } = parseWith(candidateParams, request.params);
    return sendAttachment(reply, await files.downloadPhoto(requireAuth(request), id));
  });
}
