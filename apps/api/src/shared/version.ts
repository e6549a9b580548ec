import { readFile } from 'node:fs/promises';

const packageFile = new URL('../../package.json', import.meta.url);

export interface VersionInfo {
  version: string;
  commit: string | null;
}

let versionInfo: Promise<VersionInfo> | undefined;

/** The running server's version, from apps/api/package.json. Decision: no commit is recorded at build time yet. */
export function readVersion(): Promise<VersionInfo> {
  versionInfo ??= readFile(packageFile, 'utf8').then((text) => ({
    version: (JSON.parse(text) as { version: string }).version,
    commit: null,
  }));
  return versionInfo;
}
