import type { z } from 'zod';
import { contactChannels } from '../enums/enumerations.ts';
import { findNonGsmCharacters, smsMessageLimits } from '../validation/sms-text.ts';
import { idSchema } from './common.ts';
import { enumField, fieldLimits, objectSchema, optionalTextField, textField } from './fields.ts';
import { messageTemplateKeys } from './message-template-keys.ts';
import { searchFilterSchema } from './search.ts';

export const messagingMessages = {
  subjectRequired: 'Enter a subject for the email.',
  notGsm: 'Text messages can only use the standard SMS characters. Remove: {characters}',
  smsTooLong: `A text message can be at most ${smsMessageLimits.at(-1)} characters (3 messages).`,
  channelNotOffered: 'This message has no text-message version.',
  templateSyntax: 'The template could not be read: {problem}',
  templateTooHeavy: 'This template does too much work to send: use fewer or smaller loops.',
  unknownMergeField: 'Unknown merge field {{ {name} }}. Use one of the fields listed beside the editor.',
  nobodyToMessage: 'Choose at least one candidate to message.',
} as const;

/** Decision: an email body may be as long as a long letter; a text is bounded by the 3-message limit. */
export const messageBodyLimits = { email: 20_000, sms: smsMessageLimits.at(-1) ?? 480 } as const;

/** The GSM and length rule of a text message (§5), on the client and again on the server. */
export function smsTextIssues(text: string): string[] {
  const issues: string[] = [];
  const outside = findNonGsmCharacters(text);
  if (outside.length > 0) issues.push(messagingMessages.notGsm.replace('{characters}', outside.join(' ')));
  if ([...text].length > messageBodyLimits.sms) issues.push(messagingMessages.smsTooLong);
  return issues;
}

const channelField = () => enumField(contactChannels);

type MessageTexts = { channel: (typeof contactChannels)[number]; subject?: string | null; body: string };

/** A message's texts: an email needs a subject; a text message's body is checked against GSM (§5). */
function checkMessageTexts(message: MessageTexts, context: z.RefinementCtx): void {
  if (message.channel === 'EMAIL' && !message.subject) {
    context.addIssue({ code: 'custom', message: messagingMessages.subjectRequired, path: ['subject'] });
  }
  if (message.channel === 'SMS') {
    for (const issue of smsTextIssues(message.body)) {
      context.addIssue({ code: 'custom', message: issue, path: ['body'] });
    }
  }
}

/** Path of /templates/messages/{key}/{channel}. */
export const messageTemplateParamsSchema = objectSchema({
  key: enumField(messageTemplateKeys),
  channel: channelField(),
});

/**
 * PUT /templates/messages/{key}/{channel}: the organisation's own subject and body, with {{ merge fields }}
 * of that key only. The channel comes from the path; the server checks the template language and fields.
 */
export const messageTemplateBodySchema = objectSchema({
  subject: optionalTextField(fieldLimits.label),
  body: textField(messageBodyLimits.email),
});
export type MessageTemplateBody = z.output<typeof messageTemplateBodySchema>;

/** POST /templates/messages/{key}/{channel}/preview: unsaved texts, merged with a candidate's data. */
export const messageTemplatePreviewSchema = messageTemplateBodySchema.extend({
  candidateId: idSchema.nullish(),
});
export type MessageTemplatePreview = z.output<typeof messageTemplatePreviewSchema>;

/**
 * POST /messages: one message to every candidate a selection names (the §3 filter object with ids or
 * matching-minus-unselected). Decision: the texts are sent as written (a template is copied into the editor
 * first); templateKey only records which template they came from.
 */
export const candidateMessageSchema = objectSchema({
  channel: channelField(),
  subject: optionalTextField(fieldLimits.label),
  body: textField(messageBodyLimits.email),
  templateKey: enumField(messageTemplateKeys).nullish(),
  filter: searchFilterSchema,
}).superRefine(checkMessageTexts);
export type CandidateMessage = z.output<typeof candidateMessageSchema>;

/** A template as GET /templates/messages lists it: the organisation's text, or the shipped default. */
export interface MessageTemplate {
  key: (typeof messageTemplateKeys)[number];
  channel: (typeof contactChannels)[number];
  subject: string | null;
  body: string;
  /** False while the organisation uses the default the API ships. */
  customised: boolean;
  mergeFields: readonly string[];
  /** ISO 8601, when customised. */
  updatedAt: string | null;
}

/** What a template looks like once merged: the subject, the plain text, and for email the branded HTML. */
export interface RenderedMessage {
  subject: string | null;
  text: string;
  html: string | null;
  /** For a text message: how many messages it takes (1 to 3, §5). */
  smsCount: number | null;
}

/** What POST /messages did: queued per channel, and who was left out and why. */
export interface MessageSendResult {
  queued: number;
  skipped: { optedOut: number; noAddress: number };
}
