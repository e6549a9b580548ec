import { normalizeHostname } from './hostname.ts';

export const environments = ['LOCAL', 'DEV', 'STAGING', 'PROD'] as const;
export type Environment = (typeof environments)[number];

export type EnvironmentMarker = {
  readonly environment: 'DEV' | 'STAGING';
  /** Position of the marker label in the host's labels. */
  readonly index: number;
  /** The part of the label before `-dev` / `-staging`; '' for a bare `dev` / `staging` label. */
  readonly prefix: string;
};

const loopbackHosts: readonly string[] = ['localhost', '127.0.0.1', '::1'];

/** LOCAL: `localhost`, `127.0.0.1`, `::1` (also `[::1]`) or any name ending in `.localhost`, port ignored. */
export function isLocalHost(host: string): boolean {
  const hostname = normalizeHostname(host);
  return loopbackHosts.includes(hostname) || hostname.endsWith('.localhost');
}

/**
 * DEV: a label `dev` or a label ending in `-dev`; STAGING: a label `staging` or ending in `-staging`.
 * The top-level label is never a marker (`shortlist.dev` is a real TLD), and the marker nearest the
 * domain root wins, so an organisation label like `acme-dev` to its left cannot change the environment.
 */
export function findEnvironmentMarker(host: string): EnvironmentMarker | null {
  const labels = normalizeHostname(host).split('.');
  for (let index = labels.length - 2; index >= 0; index -= 1) {
    const marker = readMarkerLabel(labels[index] ?? '');
    if (marker) return { ...marker, index };
  }
  return null;
}

/** Decision: an empty host name (no page location, e.g. tests or server code) is the default STAGING. */
export function resolveEnvironment(hostname: string): Environment {
  if (normalizeHostname(hostname) === '') return 'STAGING';
  if (isLocalHost(hostname)) return 'LOCAL';
  return findEnvironmentMarker(hostname)?.environment ?? 'PROD';
}

export function isEnvironmentMarkerLabel(label: string): boolean {
  return readMarkerLabel(label) !== null;
}

function readMarkerLabel(label: string): Omit<EnvironmentMarker, 'index'> | null {
  for (const [suffix, environment] of [
    ['dev', 'DEV'],
    ['staging', 'STAGING'],
  ] as const) {
    if (label === suffix) return { environment, prefix: '' };
    if (label.endsWith(`-${suffix}`) && label.length > suffix.length + 1) {
      return { environment, prefix: label.slice(0, -(suffix.length + 1)) };
    }
  }
  return null;
}
