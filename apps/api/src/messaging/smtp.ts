import { Readable } from 'node:stream';
import { createTransport } from 'nodemailer';
import { DeliveryError } from './delivery-error.ts';
import type { MessageTransport, StoredMessage } from './transport.ts';

interface SmtpFailure {
  code?: unknown;
  responseCode?: unknown;
}

/** Turns a nodemailer error into a safe reason: the SMTP reply code and error kind, never the server's text. */
function deliveryErrorOf(error: unknown, handedOver: boolean): DeliveryError {
  const { code, responseCode } = (error ?? {}) as SmtpFailure;
  const kind = typeof code === 'string' && /^[A-Z]{2,20}$/.test(code) ? code : 'ERROR';
  if (typeof responseCode !== 'number') {
    // The final dot went out and no reply came back: the server may have taken the message.
    if (handedOver)
      return new DeliveryError(`The mail server did not answer (${kind}).`, { uncertain: true });
    return new DeliveryError(`The mail server could not be reached (${kind}).`);
  }
  // A 5xx to the envelope or message refuses this message for good; a 5xx to the login is our set-up.
  const refused = responseCode >= 500 && (kind === 'EENVELOPE' || kind === 'EMESSAGE');
  return new DeliveryError(
    refused
      ? `The mail server refused the message (${responseCode}).`
      : `The mail server did not take the message (${responseCode} ${kind}).`,
    { permanent: refused },
  );
}

/**
 * The message as nodemailer will write it, read only once SMTP's DATA was accepted (nothing pulls on it
 * before), and ended only after the hand-over: nodemailer writes the final dot, the server's point of
 * acceptance, once this stream has ended. It must stay the last step (a DKIM step after it would read ahead).
 */
function endingAfter(input: Readable, handOver: () => Promise<void>): Readable {
  async function* chunks() {
    for await (const chunk of input) yield chunk;
    await handOver();
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** The sender's domain, for Message-IDs that stay the same on every attempt at one stored message. */
const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'shortlist.invalid';

/** The addresses nodemailer writes: the headers of the sender step (MAIL_FROM's when it set none). */
function addressingOf(message: StoredMessage, defaultFrom: string) {
  const { mail } = message;
  if (!mail) return { from: defaultFrom };
  return {
    from: mail.from,
    ...(mail.sender && { sender: mail.sender }),
    ...(mail.replyTo && { replyTo: mail.replyTo }),
    // Bounces go to the provider, whatever From says.
    envelope: { from: mail.envelopeFrom, to: message.recipient },
  };
}

/** Sends email through the SMTP server of SMTP_URL (smtp://user:pass@host:587). */
export function createSmtpTransport(
  smtpUrl: string,
  from = 'Shortlist <no-reply@shortlist.test>',
): MessageTransport {
  // Short timeouts: a dead server must fail a message well within the outbox's claim lease.
  const mailer = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const handOvers = new Map<string, () => Promise<void>>();
  mailer.use('stream', (mail, done) => {
    const handOver = handOvers.get(String(mail.data.messageId));
    if (handOver) mail.message.processFunc((input: Readable) => endingAfter(input, handOver));
    done();
  });
  const defaultDomain = domainOf(from);
  return {
    async deliver(message, attempt) {
      if (message.channel !== 'EMAIL') throw new DeliveryError('SMTP sends email only.', { permanent: true });
      // The same Message-ID on every attempt lets a mailbox that collapses repeats (some do) show one.
      const messageIdDomain = message.mail ? domainOf(message.mail.envelopeFrom) : defaultDomain;
      const messageId = `<outbox-${message.id}@${messageIdDomain}>`;
      let handedOver = false;
      handOvers.set(messageId, async () => {
        await attempt.handOver();
        handedOver = true;
      });
      try {
        await mailer.sendMail({
          ...addressingOf(message, from),
          to: message.recipient,
          subject: message.subject,
          text: message.body,
          ...(message.html && { html: message.html }),
          ...(message.attachments && { attachments: message.attachments }),
          messageId,
        });
      } catch (error) {
        throw deliveryErrorOf(error, handedOver);
      } finally {
        handOvers.delete(messageId);
      }
    },
  };
}
