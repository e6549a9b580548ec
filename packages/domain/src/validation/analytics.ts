/** True when analytics may start: a non-blank measurement id is configured (spec §5). */
export function canStartAnalytics(measurementId: string | null | undefined): boolean {
  return typeof measurementId === 'string' && measurementId.trim() !== '';
}
