import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
}

export type StandInAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

/** A small JSON HTTP server on a free loopback port; every request is kept for the test to read. */
export async function startJsonStandIn(answer: (request: StandInRequest) => StandInAnswer) {
  const requests: StandInRequest[] = [];
  const server = createServer(async (incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(incoming.url ?? '/', 'http://stand-in');
    const request: StandInRequest = {
      method: incoming.method ?? 'GET',
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      authorization: incoming.headers.authorization,
    };
    requests.push(request);
    const { status, body, headers } = answer(request);
    response.writeHead(status, {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
