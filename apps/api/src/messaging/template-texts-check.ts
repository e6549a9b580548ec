import type { ContactChannel } from '@shortlist/domain/enums';
import type { FieldError, MessageTemplateBody, MessageTemplateKey } from '@shortlist/domain/schemas';
import { messageTemplateKinds, messagingMessages, smsTextIssues } from '@shortlist/domain/schemas';
import { invalidInput } from '../shared/failures.ts';
import { templateProblem } from './templates/liquid.ts';

/** The path's channel must be one the message has: an account message has no text version. */
export function assertChannelOffered(key: MessageTemplateKey, channel: ContactChannel): void {
  const channels: readonly ContactChannel[] = messageTemplateKinds[key].channels;
  if (!channels.includes(channel)) {
    throw invalidInput(messagingMessages.channelNotOffered, [
      { field: 'channel', message: messagingMessages.channelNotOffered },
    ]);
  }
}

/**
 * Checks a template's texts before they are saved or previewed: an email's subject, the GSM and length rule
 * of a text message (§5), then the template language and the key's merge fields. Returns the texts to keep
 * (a text message has no subject).
 */
export function checkTemplateTexts(
  key: MessageTemplateKey,
  channel: ContactChannel,
  texts: MessageTemplateBody,
): { subject: string | null; body: string } {
  const errors: FieldError[] = [];
  const subject = channel === 'EMAIL' ? (texts.subject ?? null) : null;
  if (channel === 'EMAIL' && !subject) {
    errors.push({ field: 'subject', message: messagingMessages.subjectRequired });
  }
  if (channel === 'SMS') {
    for (const issue of smsTextIssues(texts.body)) errors.push({ field: 'body', message: issue });
  }
  for (const [field, text] of [
    ['subject', subject],
    ['body', texts.body],
  ] as const) {
    const problem = text === null ? null : templateProblem(key, text);
    if (problem) errors.push({ field, message: problem });
  }
  const [first] = errors;
  if (first) throw invalidInput(first.message, errors);
  return { subject, body: texts.body };
}
