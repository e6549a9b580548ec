import type { ContactChannel } from '@shortlist/domain/enums';

export interface OutgoingMessage {
  channel: ContactChannel;
  recipient: string;
  subject: string;
  body: string;
  template: string;
  organizationId?: number | null;
}

/** A message as the outbox stored it, handed to a transport. */
export interface StoredMessage extends OutgoingMessage {
  id: number;
}

/** Delivers one stored message, or throws (a DeliveryError carries a reason safe to store). */
export interface MessageTransport {
  deliver(message: StoredMessage): Promise<void>;
}

/** One transport per channel: email (SMTP or files) and text (an SMS provider or files). */
export type ChannelTransports = Record<ContactChannel, MessageTransport>;

/** One transport that hands each message to its channel's transport. */
export function routeByChannel(transports: ChannelTransports): MessageTransport {
  return { deliver: (message) => transports[message.channel].deliver(message) };
}
