import type { FastifyInstance } from 'fastify';

// A `fetch` answered by this app in-process (light-my-request), for the careers pages' server rendering: the
// portal's reads go through the same routes, validation and tenancy as a browser's, without a socket.

const bodiless = new Set([204, 205, 304]);

function headersOf(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const one of [value ?? []].flat()) headers.append(name, String(one));
  }
  return headers;
}

export function injectFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const reply = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), host: url.host },
      ...(payload ? { payload } : {}),
    });
    return new Response(bodiless.has(reply.statusCode) ? null : reply.rawPayload, {
      status: reply.statusCode,
      headers: headersOf(reply.headers),
    });
  };
}
