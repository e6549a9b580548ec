/** What a load run does, from the environment: rising concurrency levels, each held for a bounded time. */
export interface LoadSettings {
  levels: number[];
  seconds: number;
  seedCandidates: number;
  /** Invitations the booking mix adds to the seeded one, fewer than the 20 slots so some stay free to race for. */
  invitations: number;
  /** The p95 latency whose crossing the report names. */
  p95LimitMs: number;
}

export function readLoadSettings(env: NodeJS.ProcessEnv = process.env): LoadSettings {
  const levels = (env.LOAD_LEVELS ?? '1,4,16,64')
    .split(',')
    .map((level) => Number(level.trim()))
    .filter((level) => Number.isInteger(level) && level > 0);
  return {
    levels: levels.length > 0 ? levels : [1, 4, 16, 64],
    seconds: Number(env.LOAD_SECONDS ?? 7),
    seedCandidates: Number(env.LOAD_SEED_CANDIDATES ?? 3000),
    invitations: Number(env.LOAD_INVITATIONS ?? 15),
    p95LimitMs: 200,
  };
}
