import type { ContactChannel } from '@shortlist/domain/enums';
import type { MessageTemplate, MessageTemplateKey } from '@shortlist/domain/schemas';
import { editableMessageTemplateKeys, messageTemplateKinds } from '@shortlist/domain/schemas';
import type { messageTemplates } from '../db/schema/index.ts';
import { notFound } from '../shared/failures.ts';
import { assertChannelOffered } from './template-texts-check.ts';
import { defaultTemplate } from './templates/defaults.ts';

type TemplateRow = typeof messageTemplates.$inferSelect;

/** A template as the API shows it: the organisation's own row, or the shipped default. */
export function toTemplate(
  key: MessageTemplateKey,
  channel: ContactChannel,
  row?: TemplateRow,
): MessageTemplate {
  const texts = row ?? defaultTemplate(key, channel);
  return {
    key,
    channel,
    subject: texts.subject ?? null,
    body: texts.body,
    customised: row !== undefined,
    mergeFields: messageTemplateKinds[key].mergeFields,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** A message a manager may edit, on a channel it has; 'direct' (written on the spot) has no template. */
export function assertEditable(key: MessageTemplateKey, channel: ContactChannel): void {
  if (!editableMessageTemplateKeys.includes(key)) throw notFound('The message template');
  assertChannelOffered(key, channel);
}
