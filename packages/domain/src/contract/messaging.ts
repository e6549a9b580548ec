import type { MessageSendResult, MessageTemplate, RenderedMessage } from '../schemas/index.ts';
import { defineRoute, emptyReply, jsonReply } from './route.ts';

// Messaging: the organisation's communication templates and messages to candidates (/api/v1/templates/messages,
// /api/v1/messages). Manager admins edit templates; any manager of the organisation sends and previews.

const tag = 'Messaging';

export const listMessageTemplates = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/templates/messages',
  summary: 'Every message the product sends, per channel: the organisation’s text or the shipped default.',
  tag,
  reply: jsonReply<MessageTemplate[]>(),
});

export const saveMessageTemplate = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/templates/messages/{key}/{channel}',
  summary:
    'Sets the organisation’s own text of one message; the template language and merge fields are checked.',
  tag,
  params: 'messageTemplateParamsSchema',
  body: 'messageTemplateBodySchema',
  reply: jsonReply<MessageTemplate>(),
});

export const resetMessageTemplate = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/templates/messages/{key}/{channel}',
  summary: 'Goes back to the shipped default text of one message.',
  tag,
  params: 'messageTemplateParamsSchema',
  reply: emptyReply,
});

export const previewMessageTemplate = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/templates/messages/{key}/{channel}/preview',
  summary: 'Merges unsaved texts with a candidate’s data (or sample data) into the branded message.',
  tag,
  params: 'messageTemplateParamsSchema',
  body: 'messageTemplatePreviewSchema',
  reply: jsonReply<RenderedMessage>(),
});

export const sendCandidateMessages = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/messages',
  summary:
    'Sends an email or text to every candidate of a selection who accepts that channel; merge fields are filled per candidate.',
  tag,
  body: 'candidateMessageSchema',
  reply: jsonReply<MessageSendResult>(),
});
