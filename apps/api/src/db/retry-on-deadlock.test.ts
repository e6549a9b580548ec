import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './retry-on-deadlock.ts';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
const wrappedDeadlock = () => Object.assign(new Error('Failed query'), { cause: { code: '40P01' } });

/** A task that fails with the given errors, one per call, then answers 'booked'. */
function failingThen(errors: Error[]) {
  let calls = 0;
  const task = async () => {
    const error = errors[calls];
    calls += 1;
    if (error) throw error;
    return 'booked';
  };
  return { task, calls: () => calls };
}

describe('retryOnDeadlock', () => {
  it('runs the task again after a deadlock, bare or wrapped by Drizzle, and answers its result', async () => {
    const run = failingThen([deadlock(), wrappedDeadlock()]);
    await expect(retryOnDeadlock(run.task, 3, () => new Error('taken'))).resolves.toBe('booked');
    expect(run.calls()).toBe(3);
  });

  it('answers the lost error after the last attempt', async () => {
    const run = failingThen([deadlock(), deadlock(), deadlock()]);
    await expect(retryOnDeadlock(run.task, 3, () => new Error('taken'))).rejects.toThrow('taken');
    expect(run.calls()).toBe(3);
  });

  it('passes any other failure through at once', async () => {
    const run = failingThen([Object.assign(new Error('unique'), { code: '23505' })]);
    await expect(retryOnDeadlock(run.task, 3, () => new Error('taken'))).rejects.toThrow('unique');
    expect(run.calls()).toBe(1);
  });
});
