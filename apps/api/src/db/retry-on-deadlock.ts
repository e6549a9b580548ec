/** PostgreSQL gave up one of two transactions that waited on each other (deadlock_detected, 40P01). */
export function isDeadlock(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return candidate?.code === '40P01' || candidate?.cause?.code === '40P01';
}

/**
 * Runs a task that reads and then writes in a transaction, again from the start when PostgreSQL cancels it
 * to break a deadlock (its reads are then stale); after the last attempt `lost()` says what the caller answers.
 */
export async function retryOnDeadlock<T>(
  task: () => Promise<T>,
  attempts: number,
  lost: () => Error,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (!isDeadlock(error)) throw error;
      if (attempt >= attempts) throw lost();
    }
  }
}
