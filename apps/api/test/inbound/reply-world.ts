import { stageIds } from '@shortlist/domain/stages';
import { inArray } from 'drizzle-orm';
import type { SendMailOptions } from 'nodemailer';
import { createTransport } from 'nodemailer';
import { candidates, inboundMessages } from '../../src/db/schema/index.ts';
import type { StoredMessage } from '../../src/messaging/transport.ts';
import {
  createApplications,
  organizationIdOf,
  roleIdsOf,
  subStageIdOf,
  userIdOf,
} from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { startTestApp } from '../support/test-app.ts';

// Replies that come back (issue 32): the app with its inbound SMTP listener on a free loopback port, people
// to email, and a real SMTP client (nodemailer) to answer as they would.

export const inboundDomain = 'replies.shortlist.test';
export const smsWebhookSecret = 'sms-provider-auth-token';
export const publicUrl = 'http://localhost:8080';
/** Small, so an oversized message is quick to send: the limit is the same code path as the default 10 MB. */
export const inboundMaxBytes = 64 * 1024;

export function startReplyApp(): Promise<TestApp> {
  return startTestApp({
    INBOUND_SMTP_PORT: '0',
    INBOUND_SMTP_HOST: '127.0.0.1',
    INBOUND_DOMAIN: inboundDomain,
    INBOUND_SECRET: 'inbound-test-secret',
    INBOUND_MAX_BYTES: String(inboundMaxBytes),
    SMS_WEBHOOK_SECRET: smsWebhookSecret,
    PUBLIC_URL: publicUrl,
  });
}

/** New applicants of an organisation's first role, at Applied, with the given assignee. */
export async function applicants(
  t: TestApp,
  subdomain: string,
  label: string,
  options: { count?: number; assignee?: string; channels?: ('EMAIL' | 'SMS')[]; mobile?: string } = {},
): Promise<number[]> {
  const organizationId = await organizationIdOf(t.db, subdomain);
  const [roleId = 0] = await roleIdsOf(t.db, organizationId);
  const ids = await createApplications(t.db, {
    organizationId,
    roleId,
    stageId: stageIds.applied,
    subStageId: await subStageIdOf(t.db, organizationId, stageIds.applied, 'pending'),
    count: options.count ?? 1,
    label,
    ...(options.channels && { channels: options.channels }),
    ...(options.mobile && { mobile: options.mobile }),
  });
  if (options.assignee) {
    await t.db
      .update(candidates)
      .set({ assigneeUserId: await userIdOf(t.db, options.assignee) })
      .where(inArray(candidates.id, ids));
  }
  return ids;
}

/** The address createApplications gave the nth person of a label. */
export const addressOf = (label: string, n = 0) => `${label}-${n}@pipeline.test`;

/** A manager writes to candidates (POST /messages) and the outbox delivers; answers what each one received. */
export async function messageFrom(
  t: TestApp,
  manager: SignedIn,
  ids: readonly number[],
  channel: 'EMAIL' | 'SMS' = 'EMAIL',
): Promise<StoredMessage[]> {
  const before = t.messages.length;
  const response = await manager.request({
    method: 'POST',
    url: '/api/v1/messages',
    payload: {
      channel,
      ...(channel === 'EMAIL' && { subject: 'Your interview at {{ organization.name }}' }),
      body: 'Hello {{ candidate.firstName }}, can you come in on Tuesday?',
      filter: { ids },
    },
  });
  if (response.statusCode !== 200) throw new Error(`POST /messages answered ${response.statusCode}`);
  await t.app.services.outbox.flush();
  return t.messages.slice(before) as StoredMessage[];
}

/** The Reply-To of the one email to an address. */
export function replyToOf(messages: readonly StoredMessage[], address: string): string {
  const replyTo = messages.find((message) => message.recipient === address)?.mail?.replyTo;
  if (!replyTo) throw new Error(`no Reply-To on the email to ${address}`);
  return replyTo;
}

/** What an SMTP server answered when it refused: its reply code (550, 552...). */
export interface Refusal {
  responseCode: number | undefined;
}

/** Sends over real SMTP to the app's listener; answers null when accepted, else the refusal. */
export async function sendToListener(t: TestApp, mail: SendMailOptions): Promise<Refusal | null> {
  const port = t.app.inboundSmtp?.port();
  if (!port) throw new Error('the inbound listener is not running');
  const client = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    await client.sendMail(mail);
    return null;
  } catch (error) {
    const { responseCode } = error as { responseCode?: number };
    if (typeof responseCode !== 'number') throw error;
    return { responseCode };
  } finally {
    client.close();
  }
}

/** Every reply kept for these applications. */
export function repliesOf(t: TestApp, ids: readonly number[]) {
  return t.db
    .select()
    .from(inboundMessages)
    .where(inArray(inboundMessages.candidateId, [...ids]));
}

/** How many replies are kept in all. */
export async function replyCount(t: TestApp): Promise<number> {
  return (await t.db.select({ id: inboundMessages.id }).from(inboundMessages)).length;
}
