import type { z } from 'zod';
import { idParamSchema, idSchema } from './common.ts';
import { base64FileField, enumField, objectSchema, optionalTextField, textField } from './fields.ts';
import { candidateDocumentKindSchema } from './organization-candidate.ts';

/** Path of /candidate/{id} and of the calls on one application under it (§7 Candidate). */
export const candidateParamsSchema = objectSchema({ id: idParamSchema });

/** Path of POST /candidate/applyc/{roleId}: the role the signed-in candidate applies to. */
export const candidateApplyParamsSchema = objectSchema({ roleId: idParamSchema });

/** Path of POST /candidate/{id}/events/{eventId}. */
export const candidateEventParamsSchema = objectSchema({ id: idParamSchema, eventId: idParamSchema });

/** Path of GET, POST and DELETE /candidate/{id}/session/{sessionId}. */
export const candidateSessionParamsSchema = objectSchema({ id: idParamSchema, sessionId: idParamSchema });

/** Path of POST /candidate/{id}/upload/{kind}: the kind of document uploaded (§3 document types). */
export const candidateUploadParamsSchema = objectSchema({
  id: idParamSchema,
  kind: candidateDocumentKindSchema,
});

/** POST /candidate/applyc/{roleId} query (§7 "load an application from an external source"). */
export const candidateApplyQuerySchema = objectSchema({
  source: optionalTextField(),
});
export type CandidateApplyQuery = z.output<typeof candidateApplyQuerySchema>;

/** POST /candidate/{id}/migratex body. Decision: the role of the same organisation to move the application to. */
export const candidateMigrateBodySchema = objectSchema({
  roleId: idSchema,
});
export type CandidateMigrateBody = z.output<typeof candidateMigrateBodySchema>;

/** PUT /candidate/{id}/cv as JSON: the CV as base64 and, optionally, its file name. */
export const candidateCvBodySchema = objectSchema({
  cv_base64: base64FileField(),
  fileName: optionalTextField(),
});
export type CandidateCvBody = z.output<typeof candidateCvBodySchema>;

/** POST /candidate/{id}/upload/{kind} as JSON. Decision: the file as base64 with the name it had. */
export const candidateFileBodySchema = objectSchema({
  base64: base64FileField(),
  fileName: textField(),
});
export type CandidateFileBody = z.output<typeof candidateFileBodySchema>;

/** POST /candidate/{id}/download body (§7): the name of the document to download. */
export const candidateDownloadBodySchema = objectSchema({
  filename: textField(),
});

/** Kinds of interview GET /candidate/{id}/{x}/getCurrentInterview looks up: the two scheduling types (§4). */
export const interviewScheduleTypes = ['SCHEDULER', 'SCHEDULED'] as const;
export const interviewScheduleTypeSchema = enumField(interviewScheduleTypes);

/** Path of GET /candidate/{id}/{x}/getCurrentInterview. */
export const candidateInterviewParamsSchema = objectSchema({
  id: idParamSchema,
  x: interviewScheduleTypeSchema,
});

/** Statuses an e-signature provider hands back when the signer returns. */
export const signatureReturnStatuses = [
  'completed',
  'signing_complete',
  'viewing_complete',
  'declined',
  'decline',
  'cancel',
  'voided',
  'exception',
  'session_timeout',
  'ttl_expired',
] as const;
export type SignatureReturnStatus = (typeof signatureReturnStatuses)[number];

/** Statuses that mean the document was signed. */
export const signedReturnStatuses = [
  'completed',
  'signing_complete',
] as const satisfies readonly SignatureReturnStatus[];

/** POST /candidate/{id}/docusign/ body. Decision: the return page posts the envelope and its status. */
export const signatureReturnBodySchema = objectSchema({
  envelopeId: optionalTextField(100),
  status: enumField(signatureReturnStatuses),
});
export type SignatureReturnBody = z.output<typeof signatureReturnBodySchema>;
