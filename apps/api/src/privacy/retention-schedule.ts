/** How often the retention periods are applied: hourly, so a period ends within the hour it falls due. */
export const retentionIntervalMs = 60 * 60 * 1000;

/**
 * Runs the retention job in the server process on an interval, like the outbox flush; one run at a time, and
 * the timer never keeps the process alive. Returns the function that stops it.
 */
export function startRetentionSchedule(
  run: () => Promise<unknown>,
  onError: (error: unknown) => void,
  intervalMs = retentionIntervalMs,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
