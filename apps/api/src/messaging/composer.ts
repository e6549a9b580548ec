import type { ContactChannel } from '@shortlist/domain/enums';
import type { MessageTemplateKey } from '@shortlist/domain/schemas';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { messageTemplates, organizations } from '../db/schema/index.ts';
import type { Brand } from './templates/brand.ts';
import { brandOf } from './templates/brand.ts';
import type { TemplateTexts } from './templates/defaults.ts';
import { defaultTemplate } from './templates/defaults.ts';
import { compiledLayout } from './templates/layout.ts';
import type { MergeData } from './templates/merge-data.ts';
import { renderMessage } from './templates/render-message.ts';
import type { OutgoingMessage } from './transport.ts';

/** One person to message on one channel: the address and the data their copy is merged with. */
export interface AddressedRecipient {
  recipient: string;
  data: MergeData;
}

/** What a message of one key and channel is made from in one organisation: its texts and its brand. */
export interface TemplateContext {
  texts: TemplateTexts;
  fallback: TemplateTexts;
  brand: Brand;
}

/** The organisation's own texts of a message (or the shipped ones) and its brand, in one query. */
export async function loadTemplateContext(
  executor: Executor,
  organizationId: number | null,
  key: MessageTemplateKey,
  channel: ContactChannel,
): Promise<TemplateContext> {
  const fallback = defaultTemplate(key, channel);
  if (organizationId === null) return { texts: fallback, fallback, brand: brandOf(null) };
  const [row] = await executor
    .select({
      name: organizations.name,
      defaultConfiguration: organizations.defaultConfiguration,
      subject: messageTemplates.subject,
      body: messageTemplates.body,
    })
    .from(organizations)
    .leftJoin(
      messageTemplates,
      and(
        eq(messageTemplates.organizationId, organizations.id),
        eq(messageTemplates.key, key),
        eq(messageTemplates.channel, channel),
      ),
    )
    .where(eq(organizations.id, organizationId));
  const own = row?.body == null ? null : { subject: row.subject, body: row.body };
  return { texts: own ?? fallback, fallback, brand: brandOf(row ?? null) };
}

/**
 * Every sender's one way to write a message: the organisation's template for the key (or the default),
 * merged per recipient, with the branded HTML part for email. Nothing is stored; the caller queues them.
 */
export async function composeMessages(
  executor: Executor,
  organizationId: number | null,
  key: MessageTemplateKey,
  channel: ContactChannel,
  recipients: readonly AddressedRecipient[],
): Promise<OutgoingMessage[]> {
  if (recipients.length === 0) return [];
  const context = await loadTemplateContext(executor, organizationId, key, channel);
  const layout = channel === 'EMAIL' ? await compiledLayout() : null;
  return recipients.map(({ recipient, data }) => {
    const merged = { ...data, organization: { name: context.brand.name, ...data.organization } };
    const rendered = renderMessage(context, channel, layout, merged, key);
    return {
      channel,
      recipient,
      subject: rendered.subject ?? '',
      body: rendered.text,
      html: rendered.html,
      template: key,
      organizationId,
    };
  });
}

/** One email to one address: for account messages (links, codes) that go by email only. */
export async function composeEmail(
  executor: Executor,
  organizationId: number | null,
  key: MessageTemplateKey,
  recipient: string,
  data: MergeData,
): Promise<OutgoingMessage> {
  const [message] = await composeMessages(executor, organizationId, key, 'EMAIL', [{ recipient, data }]);
  if (!message) throw new Error('composing one email returned none');
  return message;
}
