import { formatZonedDateTime, organizationTimeZone } from '@shortlist/domain/format';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { organizations } from '../db/schema/index.ts';
import { composeEmail } from '../messaging/composer.ts';
import type { OutgoingMessage } from '../messaging/outbox.ts';
import { escapeHtml } from '../messaging/templates/html-content.ts';
import { candidateFields } from '../messaging/templates/merge-data.ts';
import type { Settings } from '../settings.ts';
import { toEpochSeconds } from '../shared/epoch.ts';
import { checkInLink, checkInQrDataUri } from './check-in-codes.ts';
import type { EventRegistrationRow, EventRow } from './views.ts';

/** The organisation's time zone, for event times in messages and the console (never a bare UTC). */
export async function timeZoneOf(executor: Executor, organizationId: number) {
  const [row] = await executor
    .select({ configuration: organizations.defaultConfiguration })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return organizationTimeZone(row?.configuration?.textArrays?.timezones);
}

/** 'Thursday, 11 March 2027 at 18:00 (UK, Ireland Time), Manchester office' */
export async function eventDateText(executor: Executor, event: EventRow): Promise<string> {
  const zone = await timeZoneOf(executor, event.organizationId);
  const when = `${formatZonedDateTime(toEpochSeconds(event.startsAt), zone.value)} (${zone.label})`;
  return event.location ? `${when}, ${event.location}` : when;
}

/**
 * Puts the check-in QR code into an email's HTML part as an inline image, after the branded layout's
 * content. Decision: a data URI inside the HTML, so the outbox and its transports stay as they are; the plain
 * part and the image's alt text carry the same link for clients that block images.
 */
async function withQrCode(message: OutgoingMessage, link: string): Promise<OutgoingMessage> {
  if (!message.html) return message;
  const image = `<div style="text-align:center;padding:16px 0"><img src="${await checkInQrDataUri(link)}" width="240" height="240" alt="Your check-in QR code for ${escapeHtml(link)}" style="display:inline-block;border:0"><p style="font-family:Arial,sans-serif;font-size:14px;color:#1f2933">Show this QR code at the door, or open it on your phone on the day of the event, to check in.</p></div>`;
  const at = message.html.lastIndexOf('</body>');
  const html =
    at < 0 ? `${message.html}${image}` : `${message.html.slice(0, at)}${image}${message.html.slice(at)}`;
  return { ...message, html, body: `${message.body}\n\nYour check-in link: ${link}` };
}

type Key = 'event-registered' | 'event-place-offered' | 'event-waitlisted';

/** The email a registration gets: confirmed (with its QR code), moved up from the waiting list, or waiting. */
export async function registrationEmail(
  executor: Executor,
  settings: Pick<Settings, 'publicUrl'>,
  event: EventRow,
  registration: EventRegistrationRow,
  key: Key,
  code: string | null,
): Promise<OutgoingMessage> {
  const link = code ? checkInLink(settings, event.id, code) : null;
  const data = {
    // The names came from a public form anyone can fill in for any address: the greeting leaves them out.
    candidate: candidateFields({ firstName: '', email: registration.email }),
    event: { name: event.name, date: await eventDateText(executor, event) },
    ...(link ? { link } : {}),
  };
  const message = await composeEmail(executor, event.organizationId, key, registration.email, data);
  return link ? withQrCode(message, link) : message;
}
