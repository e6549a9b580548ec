import type { ContactChannel } from '@shortlist/domain/enums';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { candidates, organizations, roles, users } from '../db/schema/index.ts';
import type { OutgoingMessage } from '../messaging/outbox.ts';

export interface CandidateContact {
  candidateId: number;
  userId: number;
  email: string;
  firstName: string;
  channels: ContactChannel[];
  mobile: string | null;
  anonymised: boolean;
  roleName: string | null;
  organizationName: string;
}

/** Who to tell about an invitation or booking, and how they asked to be told. */
export async function loadCandidateContacts(
  executor: Executor,
  organizationId: number,
  candidateIds: readonly number[],
): Promise<Map<number, CandidateContact>> {
  if (candidateIds.length === 0) return new Map();
  const rows = await executor
    .select({
      candidateId: candidates.id,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      channels: users.contactChannels,
      mobile: users.mobile,
      anonymised: users.anonymised,
      roleName: roles.name,
      organizationName: organizations.name,
    })
    .from(candidates)
    .innerJoin(users, eq(candidates.userId, users.id))
    .innerJoin(organizations, eq(candidates.organizationId, organizations.id))
    .leftJoin(roles, eq(candidates.roleId, roles.id))
    .where(and(eq(candidates.organizationId, organizationId), inArray(candidates.id, [...candidateIds])));
  return new Map(rows.map((row) => [row.candidateId, row]));
}

/** One message per channel the candidate chose (email, and text when a mobile is known); none once anonymised. */
export function messagesTo(
  contact: CandidateContact,
  content: { template: string; subject: string; body: string },
  organizationId: number,
): OutgoingMessage[] {
  if (contact.anonymised) return [];
  const messages: OutgoingMessage[] = [];
  if (contact.channels.includes('EMAIL')) {
    messages.push({ channel: 'EMAIL', recipient: contact.email, organizationId, ...content });
  }
  if (contact.channels.includes('SMS') && contact.mobile) {
    messages.push({ channel: 'SMS', recipient: contact.mobile, organizationId, ...content });
  }
  return messages;
}
