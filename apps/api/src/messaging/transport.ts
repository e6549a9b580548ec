import type { ContactChannel } from '@shortlist/domain/enums';
import type { MessageAttachment } from '../db/schema/messages.ts';

export type { MessageAttachment };

export interface OutgoingMessage {
  channel: ContactChannel;
  recipient: string;
  subject: string;
  body: string;
  /** An email's branded HTML part (body is then its plain-text part); absent for texts and plain emails. */
  html?: string | null;
  template: string;
  organizationId?: number | null;
  /** Files sent with an email (a calendar invitation); texts carry none. */
  attachments?: MessageAttachment[] | null;
}

/** An email's sender and threading headers, set as it is handed over (sender-identity.ts). */
export interface MailHeaders {
  from: { name: string; address: string };
  /** The mailbox that really sent it, when From names another (an organisation's address on our domain). */
  sender?: string;
  /** Where a reply goes: the thread's own address when replies come back, else the organisation's. */
  replyTo?: string;
  /** SMTP's MAIL FROM, where bounces go: always the provider's own address (MAIL_FROM). */
  envelopeFrom: string;
}

/** A message as the outbox stored it, handed to a transport. */
export interface StoredMessage extends OutgoingMessage {
  id: number;
  /** Set for emails by the sender step; a transport without it sends from its own default. */
  mail?: MailHeaders;
}

/** What a transport may tell the outbox during one delivery attempt. */
export interface DeliveryAttempt {
  /**
   * Records, durably, that the attempt is about to take its step that cannot be taken back (SMTP's final
   * dot, the provider's POST, the file's rename). Awaited before that step; a transport that never calls it
   * promises it did nothing a receiver could keep, so a crash before it lets the message be sent again.
   */
  handOver(): Promise<void>;
}

/** After a crash: whether an attempt that was handed over got through, as far as the transport can tell. */
export type HandOverOutcome = 'delivered' | 'not-delivered' | 'unknown';

/** Delivers one stored message, or throws (a DeliveryError carries a reason safe to store). */
export interface MessageTransport {
  deliver(message: StoredMessage, attempt: DeliveryAttempt): Promise<void>;
  /** Asks the receiving side about a handed-over attempt whose end was never recorded; absent: unknown. */
  checkHandOver?(message: StoredMessage): Promise<HandOverOutcome>;
}

/** One transport per channel: email (SMTP or files) and text (an SMS provider or files). */
export type ChannelTransports = Record<ContactChannel, MessageTransport>;

/** One transport that hands each message to its channel's transport. */
export function routeByChannel(transports: ChannelTransports): MessageTransport {
  return {
    deliver: (message, attempt) => transports[message.channel].deliver(message, attempt),
    checkHandOver: async (message) =>
      (await transports[message.channel].checkHandOver?.(message)) ?? 'unknown',
  };
}
