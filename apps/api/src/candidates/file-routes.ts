import multipart from '@fastify/multipart';
import {
  downloadCandidateFile,
  downloadCandidatePhoto,
  uploadCandidateCv,
  uploadCandidateFile,
} from '@shortlist/domain/contract';
import { candidateCvBodySchema, candidateFileBodySchema } from '@shortlist/domain/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendAttachment } from '../http/send-attachment.ts';
import { serveRoute } from '../http/serve-route.ts';
import {
  jsonUploadBodyLimit,
  multipartUploadLimits,
  parseUploadBody,
  readMultipartFile,
} from '../http/upload-body.ts';
import type { IncomingFile } from './file-checks.ts';
import { decodeBase64File } from './file-checks.ts';

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
  const uploads = { bodyLimit: jsonUploadBodyLimit };

  // The contract says multipart; the JSON form with base64 is read here too.
  serveRoute(
    app,
    uploadCandidateCv,
    async ({ auth, params, request }) => {
      const file = await readUpload(request, (body) => {
        const parsed = parseUploadBody(candidateCvBodySchema, body);
        return { base64: parsed.cv_base64, fileName: parsed.fileName ?? null };
      });
      return files.uploadCv(auth, params.id, file);
    },
    uploads,
  );
  serveRoute(
    app,
    uploadCandidateFile,
    async ({ auth, params, request, reply }) => {
      const file = await readUpload(request, (body) => parseUploadBody(candidateFileBodySchema, body));
      return reply.status(201).send(await files.upload(auth, params.id, params.kind, file));
    },
    uploads,
  );
  serveRoute(app, downloadCandidateFile, async ({ auth, params, body, reply }) =>
    sendAttachment(reply, await files.download(auth, params.id, body.filename)),
  );
  serveRoute(app, downloadCandidatePhoto, async ({ auth, params, reply }) =>
    sendAttachment(reply, await files.downloadPhoto(auth, params.id)),
  );
}
