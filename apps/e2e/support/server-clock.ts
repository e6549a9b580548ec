import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiUrl } from './environment.ts';

// The server's clock, which the journeys' server lets a test move forward (TEST_CLOCK=on, issue 32): a held or
// scheduled message falls due when the clock reaches its time, not when real time does. The clock belongs to
// the whole server, never goes back, and moving it also moves every other journey's undo window and held
// messages: only a journey of the 'server-clock' project, which runs after all the others, moves it.

export type ServerClock = { now: Date; offsetMs: number };

const minute = 60 * 1000;

async function clockReply(reply: Awaited<ReturnType<APIRequestContext['get']>>): Promise<ServerClock> {
  const text = await reply.text();
  expect(reply.status(), `the server's clock: ${text}`).toBe(200);
  const body = JSON.parse(text) as { now: string; offsetMs: number };
  return { now: new Date(body.now), offsetMs: body.offsetMs };
}

export async function readServerClock(request: APIRequestContext): Promise<ServerClock> {
  return clockReply(await request.get(`${apiUrl}/__test/clock`));
}

/** Moves the server's clock forward by whole minutes; the reply comes once what fell due has been delivered. */
export async function advanceServerClock(request: APIRequestContext, minutes: number): Promise<ServerClock> {
  return clockReply(await request.post(`${apiUrl}/__test/clock`, { data: { minutes } }));
}

/**
 * Moves the server's clock to between one and two minutes before an instant still ahead of it: a message due
 * then has not gone, and two minutes more pass it whatever the seconds (the clock runs on meanwhile).
 */
export async function advanceServerClockToJustBefore(
  request: APIRequestContext,
  instant: Date,
): Promise<ServerClock> {
  const { now } = await readServerClock(request);
  const minutes = Math.floor((instant.getTime() - now.getTime()) / minute) - 1;
  expect(
    minutes,
    `minutes from the server's ${now.toISOString()} to ${instant.toISOString()}`,
  ).toBeGreaterThan(0);
  const moved = await advanceServerClock(request, minutes);
  expect(moved.now.getTime(), 'the clock stops short of the instant').toBeLessThan(instant.getTime());
  return moved;
}
