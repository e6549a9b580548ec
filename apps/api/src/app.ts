import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import type { Database } from './db/database.ts';
import { docsRoutes } from './docs/routes.ts';
import { recordApiRoutes } from './http/api-routes.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerWebApps, servePageOrNotFound } from './http/web-apps.ts';
import { redactUrl } from './shared/redact.ts';
import './http/request-context.ts';
import type { MessageTransport } from './messaging/outbox.ts';
import { createOutbox } from './messaging/outbox.ts';
import { apiRoutes } from './routes.ts';
import { createServices } from './services.ts';
import type { Settings } from './settings.ts';

export interface AppOptions {
  db: Database;
  settings: Settings;
  transport: MessageTransport;
  logger?: boolean;
}

const jsonBodyLimit = 1024 * 1024;
const outboxFlushIntervalMs = 2000;

export async function buildApp({
  db,
  settings,
  transport,
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: jsonBodyLimit,
    trustProxy: true,
    // §7 spells some paths with a trailing slash (/builder/, /organization/{id}/); both spellings answer.
    routerOptions: { ignoreTrailingSlash: true },
    logger: logger && {
      serializers: {
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
        }),
      },
    },
  });
  recordApiRoutes(app);
  const resolveAppRoot = await registerWebApps(app, settings.appsDir);
  registerErrorHandling(app, (request, reply) => servePageOrNotFound(resolveAppRoot, request, reply));

  const outbox = createOutbox(db, transport, (subject) =>
    app.log.info({ subject }, 'message written to the outbox'),
  );
  app.decorate('services', createServices(db, outbox, settings));
  // Messages queued by bulk actions are delivered in the background, a batch every two seconds.
  const flushTimer = setInterval(() => {
    outbox
      .flush()
      .catch((error: unknown) => app.log.error({ errorName: (error as Error).name }, 'outbox flush failed'));
  }, outboxFlushIntervalMs);
  flushTimer.unref();
  app.addHook('onClose', async () => clearInterval(flushTimer));
  app.decorateRequest('auth', null);
  await app.register(formbody);

  await app.register(docsRoutes);
  await app.register(apiRoutes);
  return app;
}
