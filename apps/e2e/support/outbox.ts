import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { dataDir } from './environment.ts';

// Without SMTP_URL the server writes every message as an .eml file under DATA_DIR/outbox (README), named
// `<ISO time>-<message id>-<template>.eml`; a test reads codes and links there as a person would.

export type OutboxMessage = {
  file: string;
  to: string;
  /** The Reply-To header: a thread's own address when replies come back (issue 32); '' when none. */
  replyTo: string;
  subject: string;
  /** The plain-text part (the whole body of a plain message). */
  body: string;
  /** The HTML part of a multipart/alternative email, decoded; null for a plain message. */
  html: string | null;
  /** Every http(s) address in the body, in order; they point at PUBLIC_URL or an organisation's host. */
  links: string[];
};

export type OutboxQuery = {
  subject?: string | RegExp;
  /** Only messages written at or after this time (epoch ms), so an older code or link is never read. */
  since?: number;
};

/** Past this the message is not coming: on a busy machine rendering and flushing one can take many seconds. */
const arrivalTimeoutMs = 60_000;

type MimePart = { headers: string; body: string };

function splitHead(text: string): MimePart {
  const split = text.indexOf('\r\n\r\n');
  return split === -1
    ? { headers: text, body: '' }
    : { headers: text.slice(0, split), body: text.slice(split + 4) };
}

function headerOf(headers: string, name: string): string {
  // Folded header lines (continued on a line starting with white space) are joined first.
  const lines = headers.replace(/\r\n[ \t]+/g, ' ').split('\r\n');
  return (
    lines
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? ''
  );
}

/** A header's encoded words (RFC 2047, as mail libraries write non-ASCII subjects) as plain text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodePart({
            headers: 'Content-Transfer-Encoding: quoted-printable',
            body: data.replace(/_/g, ' '),
          }),
    );
}

function decodePart({ headers, body }: MimePart): string {
  const encoding = headerOf(headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The text/plain and text/html parts of a message, MIME multipart or not. */
function readParts(message: MimePart): { text: string; html: string | null } {
  const type = headerOf(message.headers, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    const decoded = decodePart(message);
    return type.toLowerCase().startsWith('text/html')
      ? { text: '', html: decoded }
      : { text: decoded, html: null };
  }
  const found = { text: '', html: null as string | null };
  for (const chunk of message.body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const part = splitHead(chunk.replace(/^\r\n/, ''));
    const inner = readParts(part);
    if (inner.text && !found.text) found.text = inner.text;
    if (inner.html && found.html === null) found.html = inner.html;
  }
  return found;
}

function parseMessage(file: string, text: string): OutboxMessage {
  const message = splitHead(text);
  const { text: body, html } = readParts(message);
  return {
    file,
    to: headerOf(message.headers, 'To'),
    replyTo: headerOf(message.headers, 'Reply-To'),
    subject: decodeWords(headerOf(message.headers, 'Subject')),
    body,
    html,
    links: body.match(/https?:\/\/[^\s)>"]+/g) ?? [],
  };
}

// Newest first: by time stamp, then by message id for messages of the same millisecond.
function byNewest(a: string, b: string): number {
  const key = (name: string) => {
    const [, stamp = '', id = '0'] = /^(.*Z)-(\d+)-/.exec(name) ?? [];
    return { stamp, id: Number(id) };
  };
  const left = key(a);
  const right = key(b);
  return right.stamp.localeCompare(left.stamp) || right.id - left.id;
}

function matches(message: OutboxMessage, to: string, { subject }: OutboxQuery): boolean {
  if (message.to.toLowerCase() !== to.toLowerCase()) return false;
  if (subject === undefined) return true;
  return typeof subject === 'string' ? message.subject.includes(subject) : subject.test(message.subject);
}

/** The messages to an address written so far, newest first, that match the query; with `first`, the newest only. */
async function readWritten(to: string, query: OutboxQuery, first: boolean): Promise<OutboxMessage[]> {
  const dir = join(dataDir(), 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const found: OutboxMessage[] = [];
  for (const name of names.filter((file) => file.endsWith('.eml')).sort(byNewest)) {
    const path = join(dir, name);
    if (query.since !== undefined && (await stat(path)).mtimeMs < query.since) continue;
    const message = parseMessage(path, await readFile(path, 'utf8'));
    if (!matches(message, to, query)) continue;
    found.push(message);
    if (first) break;
  }
  return found;
}

async function findNewest(to: string, query: OutboxQuery): Promise<OutboxMessage | null> {
  return (await readWritten(to, query, true))[0] ?? null;
}

/**
 * Every message to an address (matching the query) written so far, newest first, without waiting: for
 * saying none went, once a delivery that would have sent one has ended (the test clock's reply comes then).
 */
export async function outboxMessagesTo(to: string, query: OutboxQuery = {}): Promise<OutboxMessage[]> {
  return readWritten(to, query, false);
}

/** The newest message to an address (matching the subject), waiting for it to arrive (the outbox flushes every 2 s). */
export async function readOutbox(to: string, query: OutboxQuery = {}): Promise<OutboxMessage> {
  const deadline = Date.now() + arrivalTimeoutMs;
  for (;;) {
    const message = await findNewest(to, query);
    if (message) return message;
    if (Date.now() > deadline) {
      throw new Error(
        `No message to ${to}${query.subject ? ` with subject ${query.subject}` : ''} in the outbox.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a message whose path starts with the prefix, e.g. '/verify-email/'. */
export function linkTo(message: OutboxMessage, pathPrefix: string): string {
  const link = message.links.find((address) => new URL(address).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`No ${pathPrefix} link in "${message.subject}": ${message.body}`);
  return link;
}
