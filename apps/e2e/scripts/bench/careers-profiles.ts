// The two devices the careers bench loads pages on: Lighthouse's default phone (its mobile screen, user
// agent and "Slow 4G" conditions, applied through DevTools) and its desktop. Decision: the phone is
// Lighthouse's 412 x 823 at DPR 1.75 rather than a 390 px one, so the figures compare with Lighthouse's.

export interface NetworkConditions {
  /** Added to every request's round trip, in milliseconds. */
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
}

export interface DeviceProfile {
  name: 'phone' | 'desktop';
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
  /** The user agent for a Chromium major version (the one under test, so sites see a current browser). */
  userAgent(chromiumMajor: string): string;
  /** DevTools' CPU slowdown (Emulation.setCPUThrottlingRate); 1 is the machine as it is. */
  cpuSlowdown: number;
  network: NetworkConditions;
}

const megabitsPerSecond = (megabits: number) => (megabits * 1024 * 1024) / 8;
const kilobitsPerSecond = (kilobits: number) => (kilobits * 1024) / 8;

export const phone: DeviceProfile = {
  name: 'phone',
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: (major) =>
    `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`,
  cpuSlowdown: 4,
  network: {
    latencyMs: 150,
    downloadBytesPerSecond: megabitsPerSecond(1.6),
    uploadBytesPerSecond: kilobitsPerSecond(750),
  },
};

export const desktop: DeviceProfile = {
  name: 'desktop',
  viewport: { width: 1350, height: 940 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  userAgent: (major) =>
    `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`,
  cpuSlowdown: 1,
  network: {
    latencyMs: 40,
    downloadBytesPerSecond: megabitsPerSecond(10),
    uploadBytesPerSecond: megabitsPerSecond(10),
  },
};

export const deviceProfiles: readonly DeviceProfile[] = [phone, desktop];
