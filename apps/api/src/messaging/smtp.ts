import { createTransport } from 'nodemailer';
import { DeliveryError } from './delivery-error.ts';
import type { MessageTransport } from './transport.ts';

interface SmtpFailure {
  code?: unknown;
  responseCode?: unknown;
}

/** Turns a nodemailer error into a safe reason: the SMTP reply code and error kind, never the server's text. */
function deliveryErrorOf(error: unknown): DeliveryError {
  const { code, responseCode } = (error ?? {}) as SmtpFailure;
  const kind = typeof code === 'string' && /^[A-Z]{2,20}$/.test(code) ? code : 'ERROR';
  if (typeof responseCode !== 'number') {
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
  return {
    async deliver(message) {
      if (message.channel !== 'EMAIL') throw new DeliveryError('SMTP sends email only.', { permanent: true });
      try {
        await mailer.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
      } catch (error) {
        throw deliveryErrorOf(error);
      }
    },
  };
}
