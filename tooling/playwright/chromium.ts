import { existsSync } from 'node:fs';

// Playwright cannot download its own browsers on the project's machines, so every browser test drives
// Debian's Chromium, or the one CHROMIUM_PATH names. Its headless shell (`chromium-headless-shell`, the build
// Playwright itself uses for headless runs) draws the same pages for about half the CPU time of the full
// browser, which matters on CI's two busy cores; the full browser serves where the shell is not installed.
const debianChromiums = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The Chromium to launch: CHROMIUM_PATH, else Debian's headless shell, else Debian's full browser. */
export const chromiumExecutablePath =
  process.env.CHROMIUM_PATH ?? debianChromiums.find((path) => existsSync(path)) ?? '/usr/bin/chromium';

/**
 * Launch options for Playwright (`use.launchOptions`) and Vitest browser mode. Without the
 * background-networking flags Chromium floods a closed network with refused connections.
 */
export const chromiumLaunchOptions: { executablePath: string; args: string[] } = {
  executablePath: chromiumExecutablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
