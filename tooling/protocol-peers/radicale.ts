import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A real CalDAV server (Debian's radicale) on a free loopback port, with users in a plain htpasswd file. */
export interface Radicale {
  url: string;
  /** Makes the user's calendar collection and answers its URL. */
  calendar(user: string, name: string): Promise<string>;
  /** Stores an iCalendar object in a calendar (PUT). */
  put(calendarUrl: string, user: string, name: string, iCalendar: string): Promise<void>;
  /** The iCalendar text of every object in a calendar, by its file name. */
  objects(calendarUrl: string, user: string): Promise<Map<string, string>>;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export const radicalePassword = (user: string) => `${user}-calendar-password`;

const basic = (user: string) =>
  `Basic ${Buffer.from(`${user}:${radicalePassword(user)}`).toString('base64')}`;

/** Starts Radicale for the users given; throws when it is not installed (apt-get install radicale). */
export async function startRadicale(users: readonly string[]): Promise<Radicale> {
  const folder = await mkdtemp(join(tmpdir(), 'shortlist-radicale-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  await writeFile(join(folder, 'users'), users.map((user) => `${user}:${radicalePassword(user)}`).join('\n'));
  await writeFile(
    join(folder, 'config'),
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${join(folder, 'users')}`,
      'htpasswd_encryption = plain',
      '[storage]',
      `filesystem_folder = ${join(folder, 'collections')}`,
      '[rights]',
      'type = owner_only',
      '[web]',
      'type = none',
      '[logging]',
      'level = warning',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('radicale', ['--config', join(folder, 'config')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Ready once it answers; given up (with its own words) if it exits or takes over a minute: a hang, not a
  // busy machine, which starts Python slowly.
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`radicale exited: ${stderr}`);
    const answered = await fetch(`${url}/`, { method: 'OPTIONS' }).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (attempt > 600) throw new Error(`radicale did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const request = async (target: string, user: string, init: RequestInit) => {
    const response = await fetch(target, {
      ...init,
      headers: { authorization: basic(user), ...(init.headers as Record<string, string>) },
    });
    if (!response.ok)
      throw new Error(`${init.method} ${target}: ${response.status} ${await response.text()}`);
    return response;
  };
  return {
    url,
    async calendar(user, name) {
      // The principal's collection is made on first sign-in.
      await request(`${url}/${user}/`, user, { method: 'PROPFIND', headers: { depth: '0' } });
      const calendarUrl = `${url}/${user}/${name}/`;
      await request(calendarUrl, user, { method: 'MKCALENDAR' });
      return calendarUrl;
    },
    async put(calendarUrl, user, name, iCalendar) {
      await request(`${calendarUrl}${name}`, user, {
        method: 'PUT',
        headers: { 'content-type': 'text/calendar; charset=utf-8' },
        body: iCalendar,
      });
    },
    async objects(calendarUrl, user) {
      const listing = await (
        await request(calendarUrl, user, { method: 'PROPFIND', headers: { depth: '1' } })
      ).text();
      const names = [...listing.matchAll(/<href>([^<]+\.ics)<\/href>/gi)].map((match) =>
        decodeURIComponent(match[1]?.split('/').at(-1) ?? ''),
      );
      const objects = new Map<string, string>();
      for (const name of names) {
        objects.set(
          name,
          await (await request(`${calendarUrl}${encodeURIComponent(name)}`, user, { method: 'GET' })).text(),
        );
      }
      return objects;
    },
    async close() {
      child.kill('SIGTERM');
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** A one-event calendar object in UTC. */
export function busyEvent(uid: string, start: Date, end: Date, extra: string[] = []): string {
  const stamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Shortlist tests//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    'SUMMARY:Busy',
    ...extra,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
