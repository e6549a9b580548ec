import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { dataDir } from './environment.ts';

// Without SMTP_URL the server writes every message as an .eml file under DATA_DIR/outbox (README), named
// `<ISO time>-<message id>-<template>.eml`; a test reads codes and links there as a person would.

export type OutboxMessage = {
  file: string;
  to: string;
  subject: string;
  body: string;
  /** Every http(s) address in the body, in order; they point at PUBLIC_URL or an organisation's host. */
  links: string[];
};

export type OutboxQuery = {
  subject?: string | RegExp;
  /** Only messages written at or after this time (epoch ms), so an older code or link is never read. */
  since?: number;
  timeoutMs?: number;
};

function parseMessage(file: string, text: string): OutboxMessage {
  const split = text.indexOf('\r\n\r\n');
  const head = text.slice(0, split);
  const body = text.slice(split + 4);
  const header = (name: string) =>
    head
      .split('\r\n')
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  return {
    file,
    to: header('To'),
    subject: header('Subject'),
    body,
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

async function findNewest(to: string, query: OutboxQuery): Promise<OutboxMessage | null> {
  const dir = join(dataDir(), 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((file) => file.endsWith('.eml')).sort(byNewest)) {
    const path = join(dir, name);
    if (query.since !== undefined && (await stat(path)).mtimeMs < query.since) continue;
    const message = parseMessage(path, await readFile(path, 'utf8'));
    if (message.to.toLowerCase() !== to.toLowerCase()) continue;
    const { subject } = query;
    if (subject === undefined) return message;
    if (typeof subject === 'string' ? message.subject.includes(subject) : subject.test(message.subject)) {
      return message;
    }
  }
  return null;
}

/** The newest message to an address (matching the subject), waiting for it to arrive (the outbox flushes every 2 s). */
export async function readOutbox(to: string, query: OutboxQuery = {}): Promise<OutboxMessage> {
  const deadline = Date.now() + (query.timeoutMs ?? 15_000);
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
