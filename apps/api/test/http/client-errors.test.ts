import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { startTestApp } from '../support/test-app.ts';

// Requests Node's HTTP parser refuses before any route runs, sent over a real socket.

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Sends raw bytes and reads the whole reply until the server closes the connection. */
function sendRaw(request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = reply.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
    socket.write(request);
  });
}

describe('requests refused before routing', () => {
  it('answers 431 in the error shape to headers over 16 KB', async () => {
    const reply = await sendRaw(
      `GET /api/public/version HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'x'.repeat(20_000)}\r\n\r\n`,
    );
    expect(reply.status).toBe(431);
    expect(JSON.parse(reply.body)).toEqual({
      error: 'invalid_request',
      error_description: 'The request headers are too large.',
    });
  });

  it('answers 400 in the error shape to a request line that is not HTTP', async () => {
    const reply = await sendRaw('HELLO\u0000 / HTTP/9\r\n\r\n');
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body).error_description).toBe('The request is not well formed.');
  });
});
