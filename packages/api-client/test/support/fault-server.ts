import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FaultHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** One request the fault server received. */
export type ReceivedRequest = { method: string; path: string; authorization: string | null };

/**
 * A local HTTP server that answers each `METHOD /path` with the exact reply a test sets, including the
 * failing ones a real API cannot produce on demand (a dropped connection, a refused refresh).
 */
export async function startFaultServer() {
  const handlers = new Map<string, FaultHandler>();
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fault.test').pathname;
    const key = `${request.method} ${path}`;
    received.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization ?? null,
    });
    request.resume();
    const handler = handlers.get(key);
    if (handler) handler(request, response);
    else reply(response, 404, { error: 'not_found', error_description: `No handler for ${key}.` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    on(key: string, handler: FaultHandler) {
      handlers.set(key, handler);
    },
    reset() {
      handlers.clear();
      received.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Answers with a JSON body. */
export function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Drops the connection without any answer: a network error for the client. */
export function dropConnection(request: IncomingMessage): void {
  request.socket.destroy();
}
