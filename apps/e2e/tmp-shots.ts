import { chromium } from '@playwright/test';

const base = 'http://hartwell.localhost:8795';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
await page.goto(`${base}/login`);
await page.getByLabel('Email').fill('hm.admin@hartwell.test');
await page.getByLabel('Password').fill('Shortlist#2026');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL(/manager/);
for (const [name, query] of [
  ['efficiency', 'kind=EFFICIENCY'],
  ['diversity', 'kind=DIVERSITY'],
  ['diversity-adverse', 'kind=DIVERSITY&type=ADVERSE'],
  ['school', 'kind=SCHOOL'],
  ['contextual-adverse', 'kind=CONTEXTUAL&type=ADVERSE'],
]) {
  await page.goto(`${base}/manager/reports?${query}`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}
await page.setViewportSize({ width: 390, height: 844 });
await page.goto(`${base}/manager/reports?kind=EFFICIENCY`);
await page.waitForTimeout(2500);
await page.screenshot({ path: '/tmp/shots/phone-efficiency.png', fullPage: false });
await browser.close();
