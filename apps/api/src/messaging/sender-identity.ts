import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { replyAddressOf } from '../inbound/reply-token.ts';
import { selectRows } from '../search/sql-parts.ts';
import type { Settings } from '../settings.ts';
import type { MailHeaders, MessageTransport, StoredMessage } from './transport.ts';

export type SenderIdentitySettings = Pick<Settings, 'mailFrom'> & {
  inbound: Pick<Settings['inbound'], 'domain' | 'secret'>;
};

// Account messages carry a code or a single-use link: a reply would quote it into the record, so they open no thread.
const accountTemplates = new Set([
  'sign-in-code',
  'organization-code',
  'password-reset',
  'magic-sign-in',
  'email-verification',
  'email-change',
  'email-change-notice',
  'on-boarding',
]);

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

interface OrganizationSender {
  name: string;
  senderName: string | null;
  replyEmail: string | null;
  /** The application the recipient's latest change was on, when the recipient is a candidate here. */
  candidateId: number | null;
}

/**
 * The organisation's sender settings and, when the email goes to one of its candidates, that application.
 * One query per email; each way of finding the person is an index (users' lower(email) and lower(contact_email)).
 */
async function organizationSenderOf(
  db: Database,
  organizationId: number,
  recipient: string,
): Promise<OrganizationSender | null> {
  const [row] = await selectRows<{
    name: string;
    sender_name: string | null;
    reply_email: string | null;
    candidate_id: number | null;
  }>(
    db,
    sql`
    select o.name, o.default_configuration->'text'->>'senderName' as sender_name,
      o.default_configuration->'text'->>'replyEmail' as reply_email,
      (select c.id from candidates c
        where c.organization_id = o.id and c.deleted_at is null and c.anonymised_at is null
          and c.user_id in (
            select u.id from users u where lower(u.email) = lower(${recipient})
            union select u.id from users u where lower(u.contact_email) = lower(${recipient}))
        order by c.last_change_at desc, c.id desc limit 1) as candidate_id
    from organizations o where o.id = ${organizationId}`,
  );
  if (!row) return null;
  return {
    name: row.name,
    senderName: row.sender_name || null,
    replyEmail: row.reply_email || null,
    candidateId: row.candidate_id === null ? null : Number(row.candidate_id),
  };
}

/**
 * An email's From, Sender, Reply-To and envelope sender (inbound README, "Sender identity").
 *
 * Decision (DMARC): From carries the organisation's sender name with the provider's own address (MAIL_FROM),
 * which our SPF and DKIM cover; an organisation's reply address goes in From only when it is on a domain we
 * send for (MAIL_FROM's or INBOUND_DOMAIN), and then Sender names MAIL_FROM. The envelope (bounces) is always
 * MAIL_FROM. Reply-To is the thread's own address when the email goes to a candidate and replies come back
 * (never for account messages), else the organisation's reply address, else none.
 */
export function mailHeadersOf(
  settings: SenderIdentitySettings,
  message: Pick<StoredMessage, 'id' | 'organizationId' | 'template'>,
  organization: OrganizationSender | null,
): MailHeaders {
  const provider = settings.mailFrom;
  if (!organization || message.organizationId == null) {
    return { from: provider, envelopeFrom: provider.address };
  }
  const name = organization.senderName ?? organization.name;
  const ours = new Set([domainOf(provider.address), settings.inbound.domain].filter(Boolean));
  const ownAddress = organization.replyEmail && ours.has(domainOf(organization.replyEmail));
  const from = { name, address: ownAddress ? (organization.replyEmail as string) : provider.address };
  const { domain } = settings.inbound;
  const replyTo =
    domain && organization.candidateId !== null && !accountTemplates.has(message.template)
      ? replyAddressOf(settings.inbound.secret, domain, {
          outboxId: message.id,
          candidateId: organization.candidateId,
          organizationId: message.organizationId,
        })
      : (organization.replyEmail ?? undefined);
  return {
    from,
    envelopeFrom: provider.address,
    ...(from.address !== provider.address && { sender: provider.address }),
    ...(replyTo && replyTo !== from.address && { replyTo }),
  };
}

/** Wraps a transport so each email carries its sender identity and thread (one query per email). */
export function withSenderIdentity(
  db: Database,
  settings: SenderIdentitySettings,
  transport: MessageTransport,
): MessageTransport {
  return {
    async deliver(message, attempt) {
      if (message.channel !== 'EMAIL') return transport.deliver(message, attempt);
      const organization =
        message.organizationId == null
          ? null
          : await organizationSenderOf(db, message.organizationId, message.recipient);
      return transport.deliver({ ...message, mail: mailHeadersOf(settings, message, organization) }, attempt);
    },
    ...(transport.checkHandOver && { checkHandOver: transport.checkHandOver.bind(transport) }),
  };
}
