/** Thrown when the queue already holds as many waiting jobs as it may: the caller refuses at once. */
export class QueueFullError extends Error {
  constructor() {
    super('the queue is full');
    this.name = 'QueueFullError';
  }
}

export interface WorkQueueLimits {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting for a free place; one more is refused rather than queued without end. */
  queueLimit: number;
}

/** Runs at most `concurrency` jobs at once, keeps at most `queueLimit` waiting, refuses the rest. */
export function createWorkQueue({ concurrency, queueLimit }: WorkQueueLimits) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    /** True when a new job would be refused: every place taken and the waiting line full. */
    isFull: () => running >= concurrency && waiting.length >= queueLimit,

    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running < concurrency) {
        running++;
      } else {
        if (waiting.length >= queueLimit) throw new QueueFullError();
        // The finishing job hands its place straight to the next in line, so `running` stays as it is.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await job();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
