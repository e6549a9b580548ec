import type { Result } from 'autocannon';
import autocannon from 'autocannon';
import type { Scenario } from './scenarios.ts';

/** One scenario held at one concurrency: throughput, latency percentiles and outcomes. */
export interface LevelResult {
  scenario: string;
  connections: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers the scenario expects by design (409 of a taken slot), apart from errors. */
  expected: number;
  /** Non-2xx answers that are not expected, connection errors and timeouts. */
  errors: number;
  statuses: Record<number, number>;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
}

export async function drive(
  baseUrl: string,
  scenario: Scenario,
  connections: number,
  seconds: number,
): Promise<LevelResult> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const started = performance.now();
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      { url: baseUrl, connections, duration: seconds, timeout: 30, requests: scenario.requests },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      latencies.push(responseTimeMs);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  const elapsedSeconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const count = (test: (status: number) => boolean) =>
    Object.entries(statuses).reduce((sum, [status, n]) => sum + (test(Number(status)) ? n : 0), 0);
  const expected = count((status) => scenario.expected.includes(status));
  const failed = count((status) => (status < 200 || status > 299) && !scenario.expected.includes(status));
  return {
    scenario: scenario.name,
    connections,
    requests: sorted.length,
    perSecond: sorted.length / elapsedSeconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    expected,
    errors: failed + result.errors + result.timeouts,
    statuses,
  };
}
