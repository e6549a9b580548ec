import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from '../../support/environment.ts';

// A fresh DATA_DIR seeded as a first start would (SEED_CANDIDATES generated candidates), plus one Hartwell
// role topped up to the asked number of applications by the API's own seed code (apps/api/scripts).

export interface CrowdedRole {
  dataDir: string;
  roleId: number;
  applications: number;
  seedCandidates: number;
}

export async function seedCrowdedRole(applications: number, seedCandidates: number): Promise<CrowdedRole> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shortlist-bench-console-'));
  let output: string;
  try {
    output = execFileSync(process.execPath, ['apps/api/scripts/seed-crowded-role.ts', String(applications)], {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir, SEED_CANDIDATES: String(seedCandidates), DATABASE_URL: '' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const seeded = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
    roleId: number;
    applications: number;
  };
  return { dataDir, ...seeded, seedCandidates };
}
