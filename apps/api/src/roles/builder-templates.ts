import { readdir, readFile } from 'node:fs/promises';
import { builderFileNamePattern } from '@shortlist/domain/schemas';
import { notFound } from '../shared/failures.ts';

// The templates ship with the server source: apps/api/src/roles/builder/*.json.
const templatesDirectory = new URL('./builder/', import.meta.url);

/** Starting points for the form builder: an application form's sections and fields, as JSON. */
export function createBuilderTemplateService() {
  return {
    async read(fileName: string): Promise<unknown> {
      // The route checks the pattern too; checking here keeps the file system safe whoever calls this.
      if (!builderFileNamePattern.test(fileName)) throw notFound('The template');
      const text = await readFile(new URL(fileName, templatesDirectory), 'utf8').catch((error: unknown) => {
        if ((error as { code?: string }).code === 'ENOENT') throw notFound('The template');
        throw error;
      });
      return JSON.parse(text);
    },

    /** Every shipped template by file name, in name order. */
    async all(): Promise<{ fileName: string; content: unknown }[]> {
      const names = (await readdir(templatesDirectory)).filter((name) => builderFileNamePattern.test(name));
      return Promise.all(
        names.toSorted().map(async (fileName) => ({ fileName, content: await this.read(fileName) })),
      );
    },
  };
}

export type BuilderTemplateService = ReturnType<typeof createBuilderTemplateService>;
