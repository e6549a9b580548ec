import { objectSchema, readableErrors } from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../shared/parse-with.ts';
import { builderFileNamePattern } from './builder-templates.ts';

const fileNameQuery = objectSchema({
  fileName: z
    .string(readableErrors)
    .trim()
    .regex(builderFileNamePattern, { error: 'Use a template file name such as graduate-application.json.' }),
});

/** /api/public/builder/?fileName=: form-builder templates (§7 Public). */
export async function publicBuilderRoutes(app: FastifyInstance): Promise<void> {
  const { builderTemplates } = app.services;

  for (const path of ['/builder/']) {
    app.get(path, async (request) => builderTemplates.read(parseWith(fileNameQuery, request.query).fileName));
  }
}
