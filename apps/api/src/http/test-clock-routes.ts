import { integerField, objectSchema } from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { clock } from '../shared/clock.ts';
import { parseWith } from '../shared/parse-with.ts';

// Issue 32: end-to-end tests move the server's clock instead of waiting hours for a held or scheduled message.
// Registered only with TEST_CLOCK=on, which the server refuses in production (settings.ts).

const advanceSchema = objectSchema({
  /** Minutes to move forward: up to 31 days at a time. */
  minutes: integerField(0, 31 * 24 * 60),
});

/** GET /__test/clock reads the app's time; POST moves it forward and delivers what fell due. */
export async function testClockRoutes(app: FastifyInstance): Promise<void> {
  app.get('/__test/clock', async () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() }));
  app.post('/__test/clock', async (request) => {
    const { minutes } = parseWith(advanceSchema, request.body ?? {});
    const now = clock.advance(minutes * 60 * 1000);
    // A flush waits for one already running (it claimed its rows before the clock moved), then delivers what
    // the new time made due, so the reply comes once everything due by `now` has gone.
    const sent = await app.services.outbox.flush();
    return { now: now.toISOString(), offsetMs: clock.offsetMs(), sent };
  });
}
