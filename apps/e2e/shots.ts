import { chromium } from '@playwright/test';

const base = 'http://hartwell.localhost:8090';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
async function session(width: number, height: number, email: string) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Reject all' }).click();
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Password/ }).fill('Shortlist#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/manager/);
  return page;
}
const hm = await session(1440, 900, 'hm@hartwell.test');
await hm.goto(`${base}/manager/candidate/301`);
const region = hm.getByRole('region', { name: 'Scorecards', exact: true });
await region.waitFor();
await hm.waitForTimeout(1500);
await region.screenshot({ path: '/tmp/shots/hm-scorecards.png' });
const admin = await session(1440, 900, 'hm.admin@hartwell.test');
await admin.goto(`${base}/manager/candidate/301`);
const adminRegion = admin.getByRole('region', { name: 'Scorecards', exact: true });
await adminRegion.waitFor();
await admin.waitForTimeout(1500);
await adminRegion.screenshot({ path: '/tmp/shots/admin-scorecards.png' });
await browser.close();
