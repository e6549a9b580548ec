import type { z } from 'zod';
import { contactChannels } from '../enums/enumerations.ts';
import { candidateDocumentKinds } from '../validation/document-file-types.ts';
import { isValidUkMobile, normalizeUkMobile } from '../validation/uk-mobile.ts';
import { idParamSchema, pageDefaults, pageNumberField } from './common.ts';
import {
  emailField,
  enumField,
  fieldLimits,
  fromQuery,
  integerField,
  listField,
  objectSchema,
  optionalTextField,
  stringField,
  textField,
} from './fields.ts';
import { candidateScoreEntrySchema } from './scoring.ts';
import { stageIdParamSchema } from './stage.ts';
import { userMessages } from './user.ts';

export const organizationCandidateMessages = {
  nothingToUpdate: 'Change at least one of the names, the email or the mobile.',
  repeatedMetric: 'Score each metric once.',
} as const;

/** The kind of a candidate's document, as a path segment or a form field (§3 document types). */
export const candidateDocumentKindSchema = enumField(candidateDocumentKinds);

/** Path of /organization/{orgId}/candidate/{id} and of the calls on it (§7 organisation-scoped calls). */
export const organizationCandidateParamsSchema = objectSchema({ orgId: idParamSchema, id: idParamSchema });

/** Path of .../download/{docId} and DELETE .../upload/{docId}: one of the candidate's documents. */
export const organizationCandidateDocumentParamsSchema = organizationCandidateParamsSchema.extend({
  docId: idParamSchema,
});

/** Path of POST .../documentType/{docId}/{type}: the document and its new kind. */
export const organizationCandidateDocumentTypeParamsSchema = organizationCandidateDocumentParamsSchema.extend(
  {
    type: candidateDocumentKindSchema,
  },
);

/** Path of POST .../upload/{kind}: the kind of the document uploaded. */
export const organizationCandidateUploadParamsSchema = organizationCandidateParamsSchema.extend({
  kind: candidateDocumentKindSchema,
});

/** The documentType field of the multipart form of POST .../upload. */
export const candidateDocumentUploadFieldsSchema = objectSchema({
  documentType: candidateDocumentKindSchema,
});

/** Path of PUT /organization/{orgId}/candidate/{cid}/note/{noteId} (§7 spells the candidate cid here). */
export const organizationCandidateNoteParamsSchema = objectSchema({
  orgId: idParamSchema,
  cid: idParamSchema,
  noteId: idParamSchema,
});

/** Path of PUT .../score/{stageId}: the stage whose metrics are scored. */
export const organizationCandidateStageScoreParamsSchema = organizationCandidateParamsSchema.extend({
  stageId: stageIdParamSchema,
});

/** GET .../contact/{x}: one channel of §3 contact channels, or ALL of them. */
export const contactHistoryChannels = [...contactChannels, 'ALL'] as const;
export type ContactHistoryChannel = (typeof contactHistoryChannels)[number];
export const contactHistoryChannelSchema = enumField(contactHistoryChannels);

/** Path of GET .../contact/{channel}. */
export const organizationCandidateContactParamsSchema = organizationCandidateParamsSchema.extend({
  channel: contactHistoryChannelSchema,
});

/** ?page=n (and an optional resultsPerPage) of the contact history. */
export const contactHistoryQuerySchema = objectSchema({
  page: fromQuery(pageNumberField().default(pageDefaults.page)),
  resultsPerPage: fromQuery(
    integerField(1, pageDefaults.maxResultsPerPage).default(pageDefaults.resultsPerPage),
  ),
});
export type ContactHistoryQuery = z.output<typeof contactHistoryQuerySchema>;

/**
 * PUT .../adjustment body (§7): the reasonable adjustments a candidate needs, up to 4096 characters.
 * Decision: the field must be sent; null or blank text clears it.
 */
export const adjustmentPayloadSchema = objectSchema({
  adjustment: stringField()
    .trim()
    .max(fieldLimits.longText)
    .nullable()
    .transform((text) => (text === '' ? null : text)),
});
export type AdjustmentPayload = z.output<typeof adjustmentPayloadSchema>;

/**
 * PUT .../update body: a manager corrects the person's names, email or mobile on an application.
 * Decision: any subset of the fields, at least one; a mobile is a UK mobile stored as 07..., null clears it.
 */
export const candidatePersonUpdateSchema = objectSchema({
  firstName: textField().optional(),
  lastName: textField().optional(),
  preferredName: optionalTextField(),
  email: emailField().optional(),
  mobile: stringField()
    .trim()
    .max(20)
    .refine((mobile) => mobile === '' || isValidUkMobile(mobile), { error: userMessages.mobile })
    .transform((mobile) => (mobile === '' ? null : normalizeUkMobile(mobile)))
    .nullish(),
}).refine((update) => Object.values(update).some((value) => value !== undefined), {
  error: organizationCandidateMessages.nothingToUpdate,
});
export type CandidatePersonUpdate = z.output<typeof candidatePersonUpdateSchema>;

/**
 * PUT .../score/{stageId} body: one entry per metric scored at the stage (§3 candidate score entry).
 * Decision: a metric may appear once per call, so the stored score is never ambiguous.
 */
export const metricScoresPayloadSchema = listField(candidateScoreEntrySchema, 1, 100).superRefine(
  (entries, context) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.key)) {
        context.addIssue({
          code: 'custom',
          message: organizationCandidateMessages.repeatedMetric,
          path: [index, 'key'],
        });
      }
      seen.add(entry.key);
    });
  },
);
export type MetricScoresPayload = z.output<typeof metricScoresPayloadSchema>;
