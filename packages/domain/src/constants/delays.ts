// Every delay of spec §2 and §9, in milliseconds, so screens and the state layer share one source.

export const delays = {
  /** Wait before opening a chosen candidate search result. */
  redirectAfterSearchSelection: 400,
  /** Wait before following the optional redirect after logout. */
  redirectAfterLogout: 500,
  /** Wait before a logout dispatched by the system (expired token, network error). */
  systemLogout: 100,
  /** How long the primary button stays disabled after a click. */
  buttonLockout: 1000,
  /** Default lifetime of the timed alert banner. */
  alertTimeout: 5000,
  /** Default lifetime of a process notification (loading, done, error). */
  processMessageTimeout: 5000,
  /** Time allowed to load persisted session state before giving up. */
  statePersistenceTimeout: 5000,
  /** Wait before the lazy-load spinner appears. */
  lazySpinner: 300,
  /** Wait before a tooltip appears. */
  tooltip: 1000,
  /** Time allowed to load a screen chunk before it counts as a timeout. */
  chunkLoadTimeout: 120_000,
  /** Wait after mount before the timed alert banner becomes visible (lets it animate in). */
  alertAppear: 10,
} as const;
export type DelayName = keyof typeof delays;
