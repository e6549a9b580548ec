import { bookingSchema, objectSchema, tokenField } from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { parseWith } from '../shared/parse-with.ts';

const tokenParams = objectSchema({ token: tokenField() });

/** /api/public/interview/{token} (§7 Public): the candidate reads an invitation's slots and books one. */
export async function publicInterviewRoutes(app: FastifyInstance): Promise<void> {
  const { booking } = app.services.scheduling;

  app.get('/interview/:token', async (request) => booking.view(parseWith(tokenParams, request.params).token));

  app.put('/interview/:token', async (request) => {
    const { token } = parseWith(tokenParams, request.params);
    return booking.book(token, parseWith(bookingSchema, request.body));
  });
}
