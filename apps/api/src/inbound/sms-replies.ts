import type { SmsReply } from '@shortlist/domain/schemas';
import { normalizeUkMobile } from '@shortlist/domain/validation';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { selectRows } from '../search/sql-parts.ts';
import type { Settings } from '../settings.ts';
import { forbidden } from '../shared/failures.ts';
import type { ReplyStore, StoreOutcome } from './reply-store.ts';
import { isSmsWebhookSigned } from './sms-signature.ts';

/** The spellings one mobile number may be stored or sent under: as posted, national (07...) and +44. */
function mobileForms(number: string): string[] {
  const compact = number.replace(/\s+/g, '');
  const national = normalizeUkMobile(compact);
  const international = national.startsWith('0') ? `+44${national.slice(1)}` : compact;
  return [...new Set([compact, national, international])];
}

interface TextThread {
  outbox_id: number;
  organization_id: number;
  candidate_id: number | null;
}

/**
 * Texts people send back, posted by a Twilio-style provider. Decision: a text is matched to the organisation
 * that texted the number last (the latest outbound text to it, whichever spelling it was stored under) and
 * to the person's latest-changed live application there; a number nobody texted is answered 204 and kept
 * nowhere, so a stranger learns nothing from the answer.
 */
export function createSmsReplies(
  db: Database,
  store: ReplyStore,
  settings: Pick<Settings, 'publicUrl' | 'smsWebhookSecret'>,
) {
  async function threadOf(from: string): Promise<TextThread | null> {
    const forms = mobileForms(from);
    const [row] = await selectRows<TextThread>(
      db,
      sql`
        with people as (
          select u.id as user_id, u.mobile from users u
          where u.mobile is not null and not u.anonymised
            and replace(u.mobile, ' ', '') = any(${sql.param(forms)}::text[])
        ), applications as (
          select c.id, c.organization_id, c.last_change_at from candidates c
          join people p on p.user_id = c.user_id
          where c.deleted_at is null and c.anonymised_at is null
        ), latest as (
          select o.id, o.organization_id from outbox o
          where o.channel = 'SMS'
            and o.recipient = any(array(select mobile from people) || ${sql.param(forms)}::text[])
            and o.organization_id in (select organization_id from applications)
          order by o.created_at desc, o.id desc limit 1
        )
        select l.id as outbox_id, l.organization_id,
          (select a.id from applications a where a.organization_id = l.organization_id
            order by a.last_change_at desc, a.id desc limit 1) as candidate_id
        from latest l`,
    );
    return row ?? null;
  }

  return {
    /** Refuses (403) a post whose signature is not the provider's for this URL and these fields. */
    verify(path: string, params: Record<string, unknown>, signature: string | undefined) {
      // The URL the provider was given: PUBLIC_URL and the path, never the request's own Host header.
      const url = new URL(path, settings.publicUrl).toString();
      if (!isSmsWebhookSigned(settings.smsWebhookSecret, url, params, signature)) {
        throw forbidden('The signature does not match.');
      }
    },

    async receive(reply: SmsReply): Promise<StoreOutcome | 'unmatched' | 'gone'> {
      const thread = await threadOf(reply.From);
      if (!thread || thread.candidate_id === null) return 'unmatched';
      return store.store({
        organizationId: Number(thread.organization_id),
        candidateId: Number(thread.candidate_id),
        channel: 'SMS',
        sender: normalizeUkMobile(reply.From.replace(/\s+/g, '')),
        subject: null,
        body: reply.Body.trim(),
        threadOutboxId: Number(thread.outbox_id),
        providerMessageId: reply.MessageSid,
        files: [],
      });
    },
  };
}

export type SmsReplies = ReturnType<typeof createSmsReplies>;
