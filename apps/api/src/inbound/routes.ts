import { fetchCandidateReplies, receiveSmsReply } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';
import { smsSignatureHeader } from './sms-signature.ts';

/** A manager reads a candidate's replies. */
export async function inboundRoutes(app: FastifyInstance): Promise<void> {
  const { history } = app.services.inbound;
  serveRoute(app, fetchCandidateReplies, ({ auth, params }) => history.list(auth, params.orgId, params.id));
}

/**
 * /api/public/sms/replies: the SMS provider's signed post of a text someone sent. The signature (over the
 * URL and every posted field) is checked before the fields are read; a post that fails it changes nothing.
 */
export async function smsReplyRoutes(app: FastifyInstance): Promise<void> {
  const { smsReplies } = app.services.inbound;
  app.addHook('preHandler', async (request) => {
    const header = request.headers[smsSignatureHeader];
    const params =
      request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    smsReplies.verify(request.url, params, typeof header === 'string' ? header : undefined);
  });
  serveRoute(app, receiveSmsReply, async ({ body, reply }) => {
    // Logged by what happened only: never the number or the text.
    reply.log.info({ outcome: await smsReplies.receive(body) }, 'inbound text');
    return reply.status(204).send();
  });
}
