import { receiveAssessmentWebhook } from '@shortlist/domain/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';
import { invalidInput } from '../shared/failures.ts';
import { signatureHeaderName } from './assessment-webhook-signature.ts';

/**
 * /api/public/assessments/webhook/{subdomain}: a test provider's signed result events. The signature covers
 * the raw bytes, so this plugin's JSON parser keeps them; it is checked before the body is read, and a
 * request that fails it changes nothing.
 */
export async function assessmentWebhookRoutes(app: FastifyInstance): Promise<void> {
  const { assessmentWebhook } = app.services.scheduling;
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();

  // Encapsulated: only this plugin's route parses JSON this way.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    rawBodies.set(request, body as Buffer);
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      done(invalidInput('The body is not valid JSON.'), undefined);
    }
  });
  app.addHook('preHandler', async (request) => {
    const { subdomain } = request.params as { subdomain?: string };
    const header = request.headers[signatureHeaderName];
    assessmentWebhook.verify(
      subdomain ?? '',
      typeof header === 'string' ? header : undefined,
      rawBodies.get(request) ?? Buffer.alloc(0),
    );
  });

  serveRoute(app, receiveAssessmentWebhook, ({ params, body }) =>
    assessmentWebhook.receive(params.subdomain, body),
  );
}
