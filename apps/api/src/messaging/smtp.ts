import { createTransport } from 'nodemailer';
import type { MessageTransport } from './outbox.ts';

/** Sends email through the SMTP server of SMTP_URL (smtp://user:pass@host:587). */
export function createSmtpTransport(
  smtpUrl: string,
  from = 'Shortlist <no-reply@shortlist.test>',
): MessageTransport {
  const mailer = createTransport(smtpUrl);
  return {
    async deliver(message) {
      // Text messages need an SMS gateway; without one they stay in the outbox table for an operator.
      if (message.channel !== 'EMAIL') return;
      await mailer.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
    },
  };
}
