import type { Server, Socket } from 'node:net';
import { createServer } from 'node:net';

/** A loopback server that accepts connections and never answers: a calendar that hangs. */
export async function startSilentCalendar(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}/hanging/calendar/`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback address nothing listens on: a calendar that refuses the connection. */
export async function refusedCalendarUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return `http://127.0.0.1:${address.port}/refused/calendar/`;
}
