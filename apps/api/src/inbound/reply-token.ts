import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a Reply-To address names: the outbox message it answers, the application and its organisation. */
export interface ReplyThread {
  outboxId: number;
  candidateId: number;
  organizationId: number;
}

// 96 bits of HMAC-SHA-256 in lower-case hex: mail systems may lower-case a local part, and only an online
// guess (one RCPT each, refused) can test a token, so this length is far past reach.
const macHexLength = 24;
const largestId = 2_147_483_647;

const macOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`reply-thread:${payload}`).digest('hex').slice(0, macHexLength);

const payloadOf = (thread: ReplyThread) =>
  [thread.outboxId, thread.candidateId, thread.organizationId].map((id) => id.toString(36)).join('.');

/**
 * A thread's Reply-To: `reply+<outbox>.<candidate>.<organisation>.<mac>@<domain>`, ids in base 36 so the
 * local part stays within SMTP's 64 characters. Decision: signed, not stored: nothing to look up or leak,
 * and the secret (INBOUND_SECRET) can be rotated, which ends every thread sent before.
 */
export function replyAddressOf(secret: string, domain: string, thread: ReplyThread): string {
  const payload = payloadOf(thread);
  return `reply+${payload}.${macOf(secret, payload)}@${domain}`;
}

// Ids without leading zeros: each thread has exactly one spelling.
const id = '([1-9a-z][0-9a-z]{0,6})';
const replyAddressShape = new RegExp(
  `^reply\\+${id}\\.${id}\\.${id}\\.([0-9a-f]{${macHexLength}})@([^@\\s]+)$`,
);

/** The thread an address names, or null when it is not one of ours, malformed, or its signature fails. */
export function readReplyAddress(secret: string, domain: string, address: string): ReplyThread | null {
  const match = replyAddressShape.exec(address.trim().toLowerCase());
  if (!match) return null;
  const [, outbox = '', candidate = '', organization = '', mac = '', at = ''] = match;
  if (at !== domain.toLowerCase()) return null;
  const ids = [outbox, candidate, organization].map((part) => Number.parseInt(part, 36));
  if (ids.some((each) => !Number.isSafeInteger(each) || each > largestId)) return null;
  const [outboxId = 0, candidateId = 0, organizationId = 0] = ids;
  const thread = { outboxId, candidateId, organizationId };
  const expected = Buffer.from(macOf(secret, payloadOf(thread)));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return thread;
}
