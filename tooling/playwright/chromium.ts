// Playwright cannot download its own browsers on the project's machines, so every browser test drives
// Debian's Chromium (`apt-get install chromium`), or the one CHROMIUM_PATH names.

/** The Chromium to launch: CHROMIUM_PATH, else Debian's. */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
