import type { ContactChannel } from '@shortlist/domain/enums';
import type { MessageTemplateKey } from '@shortlist/domain/schemas';
import type { Executor } from '../db/database.ts';
import { composeMessages } from './composer.ts';
import type { MergeData } from './templates/merge-data.ts';
import type { OutgoingMessage } from './transport.ts';

/** A candidate to tell about something, with how they asked to be told. */
export interface ContactRecipient {
  email: string;
  mobile: string | null;
  channels: readonly ContactChannel[];
  anonymised: boolean;
  data: MergeData;
}

/**
 * One message per channel each person chose: email, and a text when a mobile is known; nobody anonymised.
 * Composed from the organisation's template of the key (or the shipped one).
 */
export async function composeForContacts(
  executor: Executor,
  organizationId: number | null,
  key: MessageTemplateKey,
  contacts: readonly ContactRecipient[],
): Promise<OutgoingMessage[]> {
  const reachable = contacts.filter((contact) => !contact.anonymised);
  const emails = reachable
    .filter((contact) => contact.channels.includes('EMAIL'))
    .map((contact) => ({ recipient: contact.email, data: contact.data }));
  const texts = reachable
    .filter((contact) => contact.channels.includes('SMS') && contact.mobile)
    .map((contact) => ({ recipient: contact.mobile ?? '', data: contact.data }));
  return [
    ...(await composeMessages(executor, organizationId, key, 'EMAIL', emails)),
    ...(await composeMessages(executor, organizationId, key, 'SMS', texts)),
  ];
}
