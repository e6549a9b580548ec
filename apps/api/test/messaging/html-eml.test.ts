import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileTransport } from '../../src/messaging/file-transport.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('the file transport', () => {
  it('writes an email with an HTML part as multipart/alternative, the plain text first', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shortlist-eml-'));
    dirs.push(dir);
    const transport = createFileTransport(dir);
    await transport.deliver(
      {
        id: 7,
        channel: 'EMAIL',
        recipient: 'ada@example.com',
        subject: 'Your application',
        body: 'Hello Ada,\n\nThank you.',
        html: '<p>Hello Ada,</p><p>Thank you.</p>',
        template: 'rejected',
      },
      { handOver: async () => undefined },
    );
    const [name] = await readdir(dir);
    const eml = await readFile(join(dir, name ?? ''), 'utf8');
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);
    expect(eml).toContain('X-Shortlist-Channel: EMAIL');
    expect(eml.indexOf('Content-Type: text/plain')).toBeLessThan(eml.indexOf('Content-Type: text/html'));
    expect(eml).toContain('<p>Hello Ada,</p>');
    expect(await transport.checkHandOver?.({ id: 7 } as never)).toBe('delivered');
  });
});
