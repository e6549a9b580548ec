import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import type { SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import { SMTPServer } from 'smtp-server';
import type { EmailOutcome, EmailReplies, OpenThread, ReceivedEmail } from './email-replies.ts';

/** What the listener logs: what happened and ids, never an address, a subject or the text. */
export interface InboundLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface InboundSmtpOptions {
  host: string;
  port: number;
  /** Advertised as SIZE; a larger message is refused (552) and nothing of it is kept. */
  maxBytes: number;
  /** The name the listener greets with (INBOUND_DOMAIN). */
  domain: string;
}

export interface InboundSmtpListener {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The port it listens on (the system's choice when started with 0). */
  port(): number;
}

/** An SMTP refusal: smtp-server answers with the code and this text. */
const refusal = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

const refusals: Record<Exclude<EmailOutcome, 'stored' | 'repeated'>, Error> = {
  forged: refusal('The sender is not the person this conversation is with.', 550),
  gone: refusal('This conversation has ended.', 550),
};

/** The parsed email's parts the replies service reads. */
function receivedEmailOf(parsed: ParsedMail): ReceivedEmail {
  return {
    from: parsed.from?.value[0]?.address?.toLowerCase() ?? null,
    subject: parsed.subject ?? null,
    text: parsed.text ?? '',
    messageId: parsed.messageId ?? null,
    files: parsed.attachments.map((attachment) => ({
      fileName: attachment.filename ?? null,
      bytes: attachment.content,
    })),
  };
}

/**
 * The inbound SMTP listener (INBOUND_SMTP_PORT): takes replies to a thread's Reply-To address. An RCPT TO
 * naming no open thread, or sent from another envelope address, is refused at once (550), so nothing of it is
 * ever read; one recipient per message. Plain SMTP without AUTH: an MX receives from anyone, and the token is
 * what admits a message (inbound README, "Trust").
 */
export function createInboundSmtpListener(
  options: InboundSmtpOptions,
  replies: EmailReplies,
  log: InboundLog,
): InboundSmtpListener {
  const threads = new Map<string, OpenThread>();

  async function receive(raw: Buffer, thread: OpenThread): Promise<EmailOutcome> {
    // The listener has already refused anything over maxBytes, so a parse holds at most that much.
    const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true });
    return replies.receive(thread, receivedEmailOf(parsed));
  }

  function onData(
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (error?: Error | null, message?: string) => void,
  ) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => {
      if (!stream.sizeExceeded) chunks.push(chunk);
    });
    stream.on('end', () => {
      const thread = threads.get(session.id);
      threads.delete(session.id);
      if (stream.sizeExceeded) {
        log.info({ bytes: stream.byteLength }, 'inbound email refused: too large');
        return callback(refusal(`Message too large: at most ${options.maxBytes} bytes.`, 552));
      }
      if (!thread) return callback(refusal('No recipient.', 503));
      receive(Buffer.concat(chunks), thread).then(
        (outcome) => {
          const ids = { organizationId: thread.organizationId, candidateId: thread.candidateId, outcome };
          if (outcome === 'stored' || outcome === 'repeated') {
            log.info(ids, 'inbound email received');
            return callback(null, 'Reply received');
          }
          log.info(ids, 'inbound email refused');
          return callback(refusals[outcome]);
        },
        (error: unknown) => {
          log.error({ err: error, organizationId: thread.organizationId }, 'inbound email failed');
          callback(refusal('Try again later.', 451));
        },
      );
    });
  }

  const server = new SMTPServer({
    name: options.domain,
    banner: 'Shortlist replies',
    size: options.maxBytes,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // The client's host name is never used, so no reverse DNS look-up delays each connection.
    disableReverseLookup: true,
    maxClients: 50,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length > 0) return callback(refusal('One recipient per message.', 452));
      const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      replies.openThread(address.address, sender).then(
        (thread) => {
          if (!thread) {
            log.info({}, 'inbound email refused: no open thread');
            return callback(refusal('No such recipient here.', 550));
          }
          threads.set(session.id, thread);
          return callback();
        },
        (error: unknown) => {
          log.error({ err: error }, 'inbound recipient check failed');
          callback(refusal('Try again later.', 451));
        },
      );
    },
    onData,
    onClose(session) {
      threads.delete(session.id);
    },
  });
  server.on('error', (error) => log.error({ err: error }, 'inbound SMTP listener error'));

  return {
    start: () =>
      new Promise<void>((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(options.port, options.host, () => {
          server.server.off('error', reject);
          log.info({ port: (server.server.address() as AddressInfo).port }, 'inbound SMTP listening');
          resolve();
        });
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    port: () => (server.server.address() as AddressInfo | null)?.port ?? options.port,
  };
}
