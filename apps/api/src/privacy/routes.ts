import { exportOwnData } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { sendAttachment } from '../http/send-attachment.ts';
import { serveRoute } from '../http/serve-route.ts';
import { startRetentionSchedule } from './retention-schedule.ts';

/** GET /user/export, and the retention job that runs while the server does. */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const { privacy } = app.services;

  serveRoute(app, exportOwnData, async ({ auth, reply }) => {
    const archive = await privacy.exportOwnData(auth);
    return sendAttachment(reply, { ...archive, contentType: 'application/zip' });
  });

  const stop = startRetentionSchedule(
    () => privacy.runRetention(),
    (error) => app.log.error({ err: error }, 'retention run failed'),
  );
  app.addHook('onClose', async () => stop());
}
