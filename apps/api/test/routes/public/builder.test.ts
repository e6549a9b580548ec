import { readFile } from 'node:fs/promises';
import { formConfigurationSchema } from '@shortlist/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.ts';
import { startTestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const getTemplate = (fileName?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/public/builder/',
    query: fileName === undefined ? {} : { fileName },
  });

describe('GET /api/public/builder/?fileName', () => {
  it.each(['graduate-application.json', 'vacation-scheme-application.json'])(
    'serves %s as a form configuration the form schema accepts',
    async (fileName) => {
      const response = await getTemplate(fileName);
      expect(response.statusCode).toBe(200);
      const template = response.json();
      expect(template.name).toEqual(expect.any(String));
      const parsed = formConfigurationSchema.safeParse(template.formConfiguration);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(template.formConfiguration.sections.length).toBeGreaterThan(1);
    },
  );

  it('answers 404 for a template that does not exist', async () => {
    expect((await getTemplate('no-such-template.json')).statusCode).toBe(404);
  });

  it('refuses path traversal and other names with a field error', async () => {
    for (const fileName of [
      '../../package.json',
      '..%2F..%2Fpackage.json',
      'Graduate.JSON',
      'a/b.json',
      'graduate-application',
    ]) {
      const response = await getTemplate(fileName);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('fileName');
      expect(response.body).not.toContain('"version"');
    }
    expect((await getTemplate()).statusCode).toBe(400);
  });
});

describe('GET /api/public/version', () => {
  it('answers the version of apps/api/package.json', async () => {
    const { version } = JSON.parse(await readFile(new URL('../../../package.json', import.meta.url), 'utf8'));
    const response = await t.app.inject({ method: 'GET', url: '/api/public/version' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version, commit: null });
  });
});
