import type { InboundMessageView } from '../schemas/index.ts';
import { defineRoute, emptyReply, jsonReply } from './route.ts';

// Replies that come back (issue 32): what candidates answered by email (the inbound SMTP listener, no route)
// or by text (the SMS provider's signed webhook), read in the candidate's contact history.

const tag = 'Messaging';

export const fetchCandidateReplies = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{id}/replies',
  summary: "The person's replies to this organisation's emails and texts, newest first (at most 100).",
  tag,
  params: 'organizationCandidateParamsSchema',
  reply: jsonReply<InboundMessageView[]>(),
});

/** Answered 204 with no body: the provider sends nothing back to the person. */
export const receiveSmsReply = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/sms/replies',
  summary:
    "An SMS provider posts a text someone sent to the organisation's number; signed in X-Twilio-Signature.",
  tag,
  auth: 'sms-signature',
  body: 'smsReplySchema',
  bodyType: 'form',
  reply: emptyReply,
});
