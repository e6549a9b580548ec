import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { signInToApi } from '../support/api-session.ts';
import { parseCsv } from '../support/csv.ts';
import { apiUrl, demoPassword, demoUsers, hartwellUrl, publicUrl } from '../support/environment.ts';
import { fillSignIn } from '../support/sign-in.ts';

// Issue 17, part 3: the provider's admin uploads a translation file that changes a portal text, previews
// and applies it, and the portal shows it on a fresh page; the admin finds the upload in the audit log and
// exports it; a manager is refused every admin call and the console.
// Irish ('ga') is the language of this journey only: no other journey reads it, so replacing it is safe.

const language = 'ga';
const phrase = 'Filter roles';
const admin = 'admin@shortlist.test';

test('the admin reloads a translation the portal shows at once, and finds it in the audit log', async ({
  page,
  context,
}) => {
  const translated = `Scagaire róil ${Date.now()}`;
  await page.goto(`${publicUrl}/admin/translations`);
  await expect(page).toHaveURL(/\/login\?url=/);
  await fillSignIn(page, admin, demoPassword);
  await expect(page.getByRole('heading', { name: 'Translations', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The preview says what the file adds before anything changes.
  await page.getByLabel('Translation file (CSV)').setInputFiles({
    name: 'irish.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`phrase,${language}\n"${phrase}","${translated}"\n`),
  });
  const preview = page.getByRole('region', { name: `Language ${language}` });
  await expect(
    preview.getByRole('table', { name: 'Added' }).getByRole('row', { name: phrase }),
  ).toContainText(translated);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Translation file reloaded.' })).toBeVisible();

  // A fresh portal page in Irish loads the new map: no redeploy, no cache to wait for.
  const portal = await context.newPage();
  await portal.addInitScript((code) => window.localStorage.setItem('language', code), language);
  await portal.goto(`${hartwellUrl}/roles`);
  // On a desktop the filter panel's heading shows it (the phone's fold toggle carries it too, hidden here).
  await expect(portal.getByRole('heading', { name: translated })).toBeVisible();
  await portal.close();

  // The audit log finds the upload by its action, and exports what it found.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await page.getByLabel('Action').fill('translations.reloaded');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: 'translations.reloaded' }).first();
  await expect(row).toContainText(admin);
  await expect(row).toContainText(`"language":"${language}"`);
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv(await readFile((await file.path()) ?? '', 'utf8'));
  expect(header).toEqual([
    'Time (UTC)',
    'Action',
    'Organisation',
    'User',
    'User email',
    'Record type',
    'Record',
    'Details',
  ]);
  expect(rows.length).toBeGreaterThan(0);
  expect(new Set(rows.map((cells) => cells[1]))).toEqual(new Set(['translations.reloaded']));
  expect(rows.map((cells) => cells[4])).toContain(admin);
});

test('a hiring manager is refused every admin data call and cannot open the audit log', async ({
  page,
  request,
}) => {
  const manager = await signInToApi(request, demoUsers.hartwellManager);
  const calls = [
    ['GET', '/admin/data/type/GENDER'],
    ['PUT', '/admin/data/items/1', { value: 'x', label: 'x', attributes: {} }],
    ['PUT', '/admin/data/items/1/retirement', { retired: true }],
    ['POST', '/admin/translations/preview', { csv: 'phrase,ga\nRoles,Róil\n' }],
    ['PUT', '/admin/translations', { csv: 'phrase,ga\nRoles,Róil\n' }],
    ['GET', '/admin/audit'],
    ['GET', '/admin/audit/actions'],
    ['GET', '/admin/audit/export'],
  ] as const;
  for (const [method, path, data] of calls) {
    const response = await request.fetch(`${apiUrl}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${manager.token}` },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.status(), `${method} ${path}`).toBe(403);
  }

  await page.goto(`${publicUrl}/admin/audit`);
  await fillSignIn(page, demoUsers.hartwellManager, demoPassword);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
