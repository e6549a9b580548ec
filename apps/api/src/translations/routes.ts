import { previewTranslationFile, uploadTranslationFile } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/admin/translations: preview and apply a translation CSV (§1 translation map, §8 message). */
export async function translationFileRoutes(app: FastifyInstance): Promise<void> {
  const { translationFiles } = app.services;

  serveRoute(app, previewTranslationFile, ({ auth, body }) => translationFiles.preview(auth, body.csv));
  serveRoute(app, uploadTranslationFile, ({ auth, body }) => translationFiles.apply(auth, body.csv));
}
